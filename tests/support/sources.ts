import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateOutputs, validateSources } from '../../generator/core/pipeline.js';
import { diskReader } from '../../generator/core/reader.js';
import { generatorFiles, templatesOf, verbatimOutputs } from '../../generator/core/templates.js';
import type { Domain, Emitted, Model } from '../../generator/core/types.js';
import { domains } from '../../generator/domains/index.js';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** The generator's templates, for tests that run one emitter on a model of their own. */
export const templates = templatesOf(generatorFiles());

/** What one domain writes for a model: its emitters' files and its verbatim modules, unformatted. */
export async function emitDomain(domain: Domain, model: Model): Promise<Emitted[]> {
  const emitted = await Promise.all(domain.emitters.map((emit) => emit(model, templates)));
  return [...emitted.flat(), ...verbatimOutputs(generatorFiles(), domain)];
}

/** Validates the real sources with some files replaced in memory. */
export function validateWith(overrides: Record<string, string> = {}) {
  return validateSources(diskReader(repoRoot, new Map(Object.entries(overrides))), domains);
}

export function generateWith(overrides: Record<string, string> = {}) {
  return generateOutputs(diskReader(repoRoot, new Map(Object.entries(overrides))), domains);
}

export function readSource(path: string): string {
  return readFileSync(join(repoRoot, path), 'utf8');
}

/** A throwaway copy of everything the CLI reads and writes, for tests that change files. */
export function copyRepoToTemp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'selfservice-'));
  for (const folder of ['schema', 'countries', 'content', 'generated']) {
    cpSync(join(repoRoot, folder), join(dir, folder), { recursive: true });
  }
  return dir;
}
