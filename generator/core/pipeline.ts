import { MetaValidator } from './schema-validate.js';
import { loadSources, type ParsedFile } from './load.js';
import { makeModel } from './model.js';
import { finish } from './output.js';
import { sortProblems, type LocatedProblem } from './problems.js';
import type { SourceReader } from './reader.js';
import {
  generatorFiles,
  templatesOf,
  unclaimedVerbatim,
  verbatimOutputs,
  type GeneratorFiles,
} from './templates.js';
import {
  META_KIND,
  type Domain,
  type Emitted,
  type CheckContext,
  type Model,
  type Problem,
  type SourceFile,
  type SourceSpec,
  todayIso,
} from './types.js';

export interface Validated {
  model: Model | undefined;
  files: ParsedFile[];
  /** The errors: the model exists only when there are none. */
  problems: LocatedProblem[];
  /** What the checks warn of (severity `warning`): printed by `validate`, blocking nothing. */
  warnings: LocatedProblem[];
}

export interface ValidateOptions {
  /** The day the checks see (default: today in UTC); tests pin it. */
  today?: string;
}

/** load -> meta schema per file -> semantic checks. The model exists only when nothing is wrong. */
export function validateSources(
  reader: SourceReader,
  domains: Domain[],
  options: ValidateOptions = {},
): Validated {
  const specs = domains.flatMap((d) => d.sources);
  const loaded = loadSources(reader, specs);
  const byPath = new Map(loaded.files.map((f) => [f.path, f]));
  const locateAll = (problems: Problem[]): LocatedProblem[] =>
    problems.map((p) => {
      const file = byPath.get(p.file);
      if (!file) return { ...p, line: 1, column: 1 };
      return { ...p, ...file.position(p.path, p.atKey) };
    });

  const meta = new MetaValidator(reader);
  const schemaProblems = loaded.files.flatMap((f) => meta.validate(f.path, f.spec.meta, f.data));
  const early = [...loaded.syntax, ...locateAll([...loaded.missing, ...schemaProblems])];
  if (early.length > 0)
    return { model: undefined, files: loaded.files, problems: sortProblems(early), warnings: [] };

  const model = makeModel([
    ...loaded.files.map((f) => ({ path: f.path, kind: f.kind, name: f.name, data: f.data })),
    ...metaSchemaFiles(reader, specs),
  ]);
  const context: CheckContext = { today: options.today ?? todayIso() };
  const checkProblems: Problem[] = [];
  for (const domain of domains) {
    for (const check of domain.checks) {
      try {
        checkProblems.push(...check(model, context));
      } catch (error) {
        checkProblems.push({
          file: domain.sources[0]?.pattern ?? domain.name,
          path: [],
          message: `the ${domain.name} check '${check.name}' failed: ${String(error)}`,
        });
      }
    }
  }
  const problems = sortProblems(locateAll(checkProblems.filter((p) => p.severity !== 'warning')));
  const warnings = sortProblems(locateAll(checkProblems.filter((p) => p.severity === 'warning')));
  return { model: problems.length ? undefined : model, files: loaded.files, problems, warnings };
}

/**
 * The meta schemas are sources too (kind `meta`): an emitter that derives types or finds money
 * fields from a meta schema reads it from the model like any other source, never from disk.
 */
function metaSchemaFiles(reader: SourceReader, specs: SourceSpec[]): SourceFile[] {
  const paths = [...new Set(specs.map((s) => s.meta))].sort();
  return paths.map((path) => ({
    path,
    kind: META_KIND,
    name: path.replace(/^.*\//, '').replace(/\.schema\.json$/, ''),
    data: JSON.parse(reader.read(path)) as unknown,
  }));
}

export interface Generated extends Validated {
  outputs: Emitted[];
}

export interface GenerateOptions {
  /** The file now under generated/ at this path, if any: lets unchanged output skip formatting. */
  previous?: (path: string) => string | undefined;
  /** The generator's templates and verbatim modules (default: those on disk). */
  files?: GeneratorFiles;
  /**
   * What a domain's emitters wrote last time, when its caller knows their inputs have not
   * changed since (`selfservice preview` keeps the contract's code while only countries/ and
   * content/ change); what they write is handed to `set`.
   */
  emitted?: EmitCache;
}

export interface EmitCache {
  get(domain: string): Emitted[] | undefined;
  set(domain: string, outputs: Emitted[]): void;
}

/**
 * Runs every emitter on a valid model, with the templates read for this run, and adds the verbatim
 * modules; outputs carry their banner and final formatting.
 */
export async function generateOutputs(
  reader: SourceReader,
  domains: Domain[],
  options: GenerateOptions = {},
): Promise<Generated> {
  const validated = validateSources(reader, domains);
  const { model } = validated;
  if (!model) return { ...validated, outputs: [] };
  const files = options.files ?? generatorFiles();
  const templates = templatesOf(files);
  const unclaimed = unclaimedVerbatim(files, domains);
  if (unclaimed.length > 0)
    throw new Error(`no domain lists generator/verbatim/${unclaimed.join(', ')}`);
  const emitted: Emitted[] = [];
  for (const domain of domains) {
    let outputs = options.emitted?.get(domain.name);
    if (!outputs) {
      outputs = [];
      for (const emit of domain.emitters) outputs.push(...(await emit(model, templates)));
      options.emitted?.set(domain.name, outputs);
    }
    emitted.push(...outputs, ...verbatimOutputs(files, domain));
  }
  const seen = new Set<string>();
  const finishing: Array<Promise<Emitted>> = [];
  for (const file of emitted) {
    if (seen.has(file.path)) throw new Error(`two emitters write generated/${file.path}`);
    seen.add(file.path);
    finishing.push(finish(file, options.previous?.(file.path)));
  }
  const outputs = await Promise.all(finishing);
  outputs.sort((a, b) => a.path.localeCompare(b.path));
  return { ...validated, outputs };
}
