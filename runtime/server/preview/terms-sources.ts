/**
 * A country's terms source as it is now (countries/<cc>.yaml on disk) and as last committed
 * (git HEAD's), for the admin preview to show what an edit changes for customers. Either is
 * null when it cannot be read: a file that does not parse, a folder that is no git checkout.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { CountryCode } from '../../../generated/countries/index.js';

export interface TermsSources {
  readonly current: unknown;
  readonly committed: unknown;
}

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return parse(text) as unknown;
  } catch {
    return null;
  }
};

const committedText = (root: string, file: string): Promise<string | null> =>
  new Promise((resolve) => {
    execFile('git', ['-C', root, 'show', `HEAD:${file}`], (error, stdout) =>
      resolve(error ? null : stdout),
    );
  });

export async function readTermsSources(root: string, country: CountryCode): Promise<TermsSources> {
  const file = `countries/${country}.yaml`;
  const [current, committed] = await Promise.all([
    readFile(join(root, file), 'utf8').catch(() => null),
    committedText(root, file),
  ]);
  return { current: parsed(current), committed: parsed(committed) };
}
