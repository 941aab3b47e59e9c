import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatProblem } from '../../generator/core/problems.js';
import { generateWith, readSource, validateWith } from '../support/sources.js';
import {
  CONTENT_KEYS,
  CONTENT_LOCALES,
  CONTENT_VERSIONS,
  contentById,
  contentEntry,
} from '../../generated/content/entries.js';
import { brands } from '../../generated/brands.js';

const { outputs } = await generateWith();
const entries = outputs.find((o) => o.path === 'content/entries-data.ts');

describe('the content domain', () => {
  it('emits generated/content/entries-data.ts from every entry file', () => {
    expect(entries?.sources).toEqual(CONTENT_KEYS.map((k) => `content/entries/${k}.yaml`));
  });

  it('covers the public pages the spec lists', () => {
    for (const key of [
      'home',
      'about-us',
      'terms-and-conditions',
      'cookies',
      'gdpr-policy',
      'compatibility',
      'customer-service',
      'payment-options',
    ]) {
      expect(CONTENT_KEYS).toContain(key);
    }
  });

  it('has every key in every locale, each with an id of its own', () => {
    for (const key of CONTENT_KEYS) {
      for (const locale of CONTENT_LOCALES) {
        const entry = contentEntry(key, locale);
        expect(entry).toMatchObject({ key, locale, published: true });
        expect(contentById(entry.id)).toBe(entry);
      }
    }
    const ids = CONTENT_VERSIONS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds drafts by id only, never as the published entry', () => {
    const drafts = CONTENT_VERSIONS.filter((e) => !e.published);
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      expect(contentById(draft.id)).toBe(draft);
      expect(contentEntry(draft.key, draft.locale).id).not.toBe(draft.id);
    }
  });

  it("names the company by the own brand's name and quotes no fee or rate", () => {
    const own = brands.find((b) => b.own)?.name ?? '';
    expect(contentEntry('about-us', 'fi').content.intro).toContain(own);
    // Figures belong to countries/*.yaml: no amounts with a currency, no percentages.
    const text = JSON.stringify(CONTENT_VERSIONS);
    expect(text).not.toMatch(/\d\s?(kr|€|EUR|SEK|NOK|DKK|%)/);
  });

  it('reports a missing language at its file and line', () => {
    const file = 'content/entries/about-us.yaml';
    const source = readSource(file);
    const withoutDa = source.slice(0, source.indexOf('\nda:\n') + 1);
    expect(parse(withoutDa)).not.toHaveProperty('da');
    const { problems } = validateWith({ [file]: withoutDa });
    expect(problems.map(formatProblem)).toContain(
      `${file}:2:1  (top of file): missing required key 'da' (expected The Danish text (Denmark))`,
    );
  });
});
