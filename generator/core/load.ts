import { posix } from 'node:path';
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import { LineCounter, parseDocument } from 'yaml';
import { locate, type Position } from './positions.js';
import type { SourceReader } from './reader.js';
import type { KeyPath, Problem, SourceSpec } from './types.js';

/** One source file as parsed: its data, and a way to point at a line when something is wrong. */
export interface ParsedFile {
  path: string;
  kind: string;
  name: string;
  spec: SourceSpec;
  data: unknown;
  position(path: KeyPath, atKey?: boolean): Position;
}

export interface LoadResult {
  files: ParsedFile[];
  /** YAML syntax problems, already located. */
  syntax: Array<Problem & Position>;
  /** Missing files (too few matches for a pattern). */
  missing: Problem[];
}

interface Parsed {
  data: unknown;
  errors: Array<Position & { message: string }>;
  position(path: KeyPath, atKey?: boolean): Position;
}

// Parsing is a pure function of the text; watch mode and the broken-source tests load the same
// unchanged files many times, so keep the last parse of each text.
const parseCache = new Map<string, Parsed>();

/**
 * Data comes from js-yaml (YAML 1.2 core schema: dates stay text, `no` stays text), which is
 * about three times faster than building a full document. The position-keeping document of the
 * `yaml` package is built only when a problem has to be located or the text does not parse, so
 * its messages and line numbers are the ones people see.
 */
function parseText(text: string): Parsed {
  let parsed = parseCache.get(text);
  if (parsed) return parsed;
  let documentCache:
    { doc: ReturnType<typeof parseDocument>; lineCounter: LineCounter } | undefined;
  const document = () => {
    if (!documentCache) {
      const lineCounter = new LineCounter();
      documentCache = {
        doc: parseDocument(text, { lineCounter, prettyErrors: false }),
        lineCounter,
      };
    }
    return documentCache;
  };
  const position = (path: KeyPath, atKey = false): Position => {
    const { doc, lineCounter } = document();
    return locate(doc, lineCounter, path, atKey);
  };
  let data: unknown;
  let errors: Parsed['errors'] = [];
  try {
    data = loadYaml(text, { schema: CORE_SCHEMA });
  } catch (error) {
    const { doc, lineCounter } = document();
    errors = doc.errors.map((e) => {
      const { line, col } = lineCounter.linePos(e.pos[0]);
      return { line, column: col, message: e.message.split('\n')[0] ?? e.message };
    });
    if (errors.length === 0) errors = [{ line: 1, column: 1, message: String(error) }];
  }
  parsed = { data, errors, position };
  if (parseCache.size > 500) parseCache.clear();
  parseCache.set(text, parsed);
  return parsed;
}

export function loadSources(reader: SourceReader, specs: SourceSpec[]): LoadResult {
  const files: ParsedFile[] = [];
  const syntax: LoadResult['syntax'] = [];
  const missing: Problem[] = [];
  for (const spec of specs) {
    const paths = reader.list(spec.pattern);
    const min = spec.min ?? 1;
    if (paths.length < min) {
      missing.push({
        file: spec.pattern,
        path: [],
        message: `found ${paths.length} file(s) for the ${spec.kind} sources`,
        expected: `at least ${min}`,
      });
    }
    for (const path of paths) {
      const { data, errors, position } = parseText(reader.read(path));
      for (const error of errors) {
        syntax.push({ file: path, path: [], ...error, message: `YAML syntax: ${error.message}` });
      }
      if (errors.length > 0) continue;
      const name = posix.basename(path).replace(/\.[^.]+$/, '');
      // Checks get their own copy, so nothing a check does can leak into the cache.
      files.push({ path, kind: spec.kind, name, spec, data: structuredClone(data), position });
    }
  }
  return { files, syntax, missing };
}
