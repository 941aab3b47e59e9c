import { posix } from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { SourceReader } from './reader.js';
import type { Problem, SourceSpec } from './types.js';

/** One source file as parsed: its data plus what is needed to point at a line later. */
export interface ParsedFile {
  path: string;
  kind: string;
  name: string;
  spec: SourceSpec;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
}

export interface LoadResult {
  files: ParsedFile[];
  /** YAML syntax problems, already located. */
  syntax: Array<Problem & { line: number; column: number }>;
  /** Missing files (too few matches for a pattern). */
  missing: Problem[];
}

interface Parsed {
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
}

// Parsing is a pure function of the text; watch mode and the broken-source tests load the same
// unchanged files many times, so keep the last parse of each text.
const parseCache = new Map<string, Parsed>();

function parseText(text: string): Parsed {
  let parsed = parseCache.get(text);
  if (!parsed) {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter, prettyErrors: false });
    parsed = { doc, lineCounter, data: doc.errors.length ? undefined : doc.toJS() };
    if (parseCache.size > 500) parseCache.clear();
    parseCache.set(text, parsed);
  }
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
      const { doc, lineCounter, data } = parseText(reader.read(path));
      for (const error of doc.errors) {
        const { line, col } = lineCounter.linePos(error.pos[0]);
        syntax.push({
          file: path,
          path: [],
          line,
          column: col,
          message: `YAML syntax: ${error.message.split('\n')[0]}`,
        });
      }
      if (doc.errors.length > 0) continue;
      const name = posix.basename(path).replace(/\.[^.]+$/, '');
      // Checks get their own copy, so nothing a check does can leak into the cache.
      files.push({
        path,
        kind: spec.kind,
        name,
        spec,
        doc,
        lineCounter,
        data: structuredClone(data),
      });
    }
  }
  return { files, syntax, missing };
}
