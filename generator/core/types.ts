/**
 * The generator's vocabulary. Every domain (contract, routes, codes, countries, messages, ...)
 * declares the source files it owns, the semantic checks that go beyond their JSON Schemas, and
 * the emitters that turn the validated model into files under `generated/`.
 *
 * Emitters and checks are pure: model in, data out. Only the CLI touches the disk.
 */

/** A key path inside one source file, e.g. `['fees', 'monthlyInvoice', 'amount']`. */
export type KeyPath = ReadonlyArray<string | number>;

/** One mistake in a source file. The pipeline turns it into `file:line:column  path: message (expected)`. */
export interface Problem {
  /** Repository-relative path of the source file, e.g. `countries/no.yaml`. */
  file: string;
  /** Where in that file. An empty path points at the top of the file. */
  path: KeyPath;
  /** What is wrong, in plain words for the staff member who edits the file. */
  message: string;
  /** What was expected instead, when that helps. */
  expected?: string;
  /** Point at the key itself rather than its value (unknown keys, duplicate names). */
  atKey?: boolean;
  /**
   * A warning is printed but blocks nothing (`validate` exits 0, the model is built): what a
   * reviewer should look at, such as a rate above a legal cap, where the sources are still
   * well-formed. Without it the problem is an error.
   */
  severity?: 'warning';
}

/** One output file. `path` is relative to `generated/`; `sources` are repository-relative paths. */
export interface Emitted {
  path: string;
  content: string;
  sources: string[];
}

/** A loaded, schema-valid source file. */
export interface SourceFile<T = unknown> {
  /** Repository-relative path with forward slashes. */
  path: string;
  /** The kind declared by the domain that owns it (`routes`, `country`, `messages`, ...). */
  kind: string;
  /** File name without folder and extension: `no` for `countries/no.yaml`. */
  name: string;
  data: T;
}

/** The validated sources, queried by kind. */
export interface Model {
  /** The one file of a kind that has exactly one file (throws otherwise). */
  file<T>(kind: string): SourceFile<T>;
  /** All files of a kind, sorted by path. */
  files<T>(kind: string): SourceFile<T>[];
  /** Every file, sorted by path. */
  all(): SourceFile[];
}

/**
 * Kind of the meta schema files in the model: `model.files(META_KIND)`, named like
 * `country` for `schema/meta/country.schema.json`.
 */
export const META_KIND = 'meta';

export interface SourceSpec {
  kind: string;
  /** Repository-relative glob, e.g. `countries/*.yaml` or `schema/routes.yaml`. */
  pattern: string;
  /** Repository-relative path of the JSON Schema (draft 2020-12) that validates each file. */
  meta: string;
  /** At least this many files must match (default 1). */
  min?: number;
}

/** What a check may read besides the model: the day it runs, for rules in force on a date. */
export interface CheckContext {
  /** ISO date, e.g. `2026-11-26`. */
  today: string;
}

/** A check of the model; the pipeline always passes the context, unit tests of dateless checks need not. */
export type Check = (model: Model, context?: CheckContext) => Problem[];

/** Today in UTC as an ISO date: the context's default. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The Handlebars templates of generator/templates/, which the pipeline hands to every emitter. */
export interface Templates {
  /** Renders `generator/templates/<name>` with a view whose every value the emitter prepared. */
  render(name: string, view: object): string;
}

export type Emitter = (model: Model, templates: Templates) => Emitted[] | Promise<Emitted[]>;

export interface Domain {
  name: string;
  sources: SourceSpec[];
  checks: Check[];
  emitters: Emitter[];
  /**
   * The hand-written modules the domain's generated code consists of besides what its emitters
   * write: paths under generator/verbatim/, each emitted as is to the same path under generated/.
   */
  verbatim?: readonly string[];
}
