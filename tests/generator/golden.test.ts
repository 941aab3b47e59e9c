import { describe, expect, it } from 'vitest';
import { generateWith } from '../support/sources.js';

// Golden files per country: what the generator emits for each country (its routes, terms,
// validators) and its language (the message catalogue). The committed files under generated/ are
// the golden files themselves (reviewed in diffs like code), so nothing is stored twice; this test
// names the country whose output moved. `npm run generate` refreshes them after an intended change.
const COUNTRY_OF: Record<string, string> = {
  se: 'se',
  no: 'no',
  fi: 'fi',
  dk: 'dk',
  sv: 'se',
  nb: 'no',
  da: 'dk',
};
const PER_COUNTRY = /(?:^|\/)(se|no|fi|dk|sv|nb|da)\.ts$/;

const { outputs } = await generateWith();

describe.each(['se', 'no', 'fi', 'dk'])('golden output for %s', (country) => {
  const files = outputs.filter((f) => COUNTRY_OF[PER_COUNTRY.exec(f.path)?.[1] ?? ''] === country);

  it('has country-specific files', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files.map((f) => [f.path, f] as const))('%s', async (path, file) => {
    await expect(file.content).toMatchFileSnapshot(`../../generated/${path}`);
  });
});
