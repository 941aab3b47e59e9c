import type { Check, Problem } from '../../../core/types.js';
import { BRANDS_FILE, brandsOf } from '../sources.js';

const PLACEHOLDERS = {
  pathTemplate: ['imageId', 'size'],
  imageIdTemplate: ['prefix', 'skuPart1', 'skuPart2', 'suffix'],
} as const;

/** The generated imageUrl fills exactly these placeholders; a misspelt one would stay in the URL. */
export const brandTemplates: Check = (model) => {
  const service = brandsOf(model)?.data.imageService;
  if (!service) return [];
  const problems: Problem[] = [];
  for (const [field, wanted] of Object.entries(PLACEHOLDERS)) {
    const template = service[field as keyof typeof PLACEHOLDERS];
    const used = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? '');
    const unknown = used.filter((name) => !(wanted as readonly string[]).includes(name));
    const missing = wanted.filter((name) => !used.includes(name));
    if (unknown.length === 0 && missing.length === 0) continue;
    problems.push({
      file: BRANDS_FILE,
      path: ['imageService', field],
      message: [
        unknown.length ? `unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')}` : '',
        missing.length ? `missing ${missing.map((n) => `{${n}}`).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
      expected: `the placeholders ${wanted.map((n) => `{${n}}`).join(', ')}`,
    });
  }
  return problems;
};
