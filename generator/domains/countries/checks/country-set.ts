import type { Model, Problem } from '../../../core/types.js';
import { COUNTRY_CODES, countryFiles, countrySource } from '../source.js';

const fileOf = (code: string): string => countrySource.pattern.replace('*', code);

/**
 * Exactly the spec's four countries, one file each, named after its code, and exactly one default
 * (the country "/" redirects to). Routes, locales and texts are built for exactly these four.
 */
export function checkCountrySet(model: Model): Problem[] {
  const files = countryFiles(model);
  const problems: Problem[] = [];
  const known: readonly string[] = COUNTRY_CODES;
  for (const file of files) {
    if (!known.includes(file.name)) {
      problems.push({
        file: file.path,
        path: [],
        message: `'${file.name}' is not a supported country, so this file cannot be used`,
        expected: `one file per country: ${COUNTRY_CODES.map(fileOf).join(', ')}`,
      });
    } else if (file.data.code !== file.name) {
      problems.push({
        file: file.path,
        path: ['code'],
        message: `the code is '${String(file.data.code)}' but the file is ${file.path}`,
        expected: `code '${file.name}', the file's name`,
      });
    }
  }
  const present = new Set(files.map((f) => f.name));
  for (const code of COUNTRY_CODES) {
    if (!present.has(code)) {
      problems.push({
        file: fileOf(code),
        path: [],
        message: `the country file ${fileOf(code)} is missing`,
        expected: 'a file for each of se, no, fi, dk',
      });
    }
  }
  const defaults = files.filter((f) => f.data.default === true);
  if (files.length > 0 && defaults.length === 0) {
    problems.push({
      file: files.find((f) => f.name === COUNTRY_CODES[0])?.path ?? files[0]!.path,
      path: ['default'],
      message: 'no country is the default, so "/" has nowhere to go',
      expected: 'default: true in exactly one country file (the spec: se)',
    });
  }
  if (defaults.length > 1) {
    for (const file of defaults) {
      problems.push({
        file: file.path,
        path: ['default'],
        message: `more than one country is the default (${defaults.map((f) => f.path).join(', ')})`,
        expected: 'default: true in exactly one country file',
      });
    }
  }
  return problems;
}
