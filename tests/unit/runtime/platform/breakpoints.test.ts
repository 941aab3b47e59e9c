/**
 * Core §9 breakpoints in the layout CSS: every `min-width`/`max-width` media query of the
 * stylesheets is one of the spec's breakpoints (the layout list or the wide one), and each wide
 * breakpoint (48, 90, 100, 120 em) is used, as the interface state uses them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layout } from '../../../../generated/constants.js';
import { BREAKPOINTS_EM } from '../../../../runtime/shared/platform/device.js';

const stylesDir = fileURLToPath(new URL('../../../../runtime/shared/styles/', import.meta.url));
const stylesheets = readdirSync(stylesDir)
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(join(stylesDir, file), 'utf8') }));

/** The widths of the stylesheets' media queries, with the file they are in. */
const queries = stylesheets.flatMap(({ file, css }) =>
  [...css.matchAll(/@media[^{]*\((?:min|max)-width:\s*([\d.]+)(em|rem|px)\)/g)].map(
    ([, value, unit]) => ({ file, value: Number(value), unit }),
  ),
);

describe('breakpoints in the layout CSS', () => {
  it('uses only the spec’s breakpoints, in em (they follow the reader’s text size)', () => {
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.unit, `${query.file}: ${query.value}${query.unit}`).toBe('em');
      expect(BREAKPOINTS_EM, `${query.file}: ${query.value}em`).toContain(query.value);
    }
  });

  it('uses every wide breakpoint (48, 90, 100, 120 em)', () => {
    const used = new Set(queries.map((query) => query.value));
    for (const wide of layout.wideBreakpointsEm) expect(used, `${wide}em`).toContain(wide);
  });

  it('widens the content at 90, 100 and 120 em, wider each time', () => {
    const global = stylesheets.find(({ file }) => file === 'global.css')?.css ?? '';
    const widthAt = (em: number) =>
      Number(
        new RegExp(
          `@media \\(min-width: ${em}em\\) \\{\\s*:root \\{\\s*--content-width: ([\\d.]+)rem`,
        ).exec(global)?.[1] ?? NaN,
      );
    const base = Number(/--content-width: ([\d.]+)rem/.exec(global)?.[1]);
    const widths = [base, widthAt(90), widthAt(100), widthAt(120)];
    expect(widths.every(Number.isFinite), String(widths)).toBe(true);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(4);
  });
});
