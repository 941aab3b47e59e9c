/**
 * One copy of each: every labelled input of the runtime is drawn by shared/ui/field.tsx, and the
 * text only screen readers read has one style, global.css's `.visually-hidden` (issue 12 found
 * four fields and four such styles, drifting apart).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const files = readdirSync(join(root, 'runtime'), { recursive: true, encoding: 'utf8' })
  .map((file) => `runtime/${file.split('\\').join('/')}`)
  .sort();
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('one copy', () => {
  it('of the labelled field', () => {
    const drawing = files.filter(
      (file) => file.endsWith('.tsx') && /<(input|label)\b/.test(read(file)),
    );
    expect(drawing).toEqual([
      // The content review's filter row (search, page, mark): a staff tool's fields, label around
      // field, with no hint or error to tie, in one row like the preview's id box.
      'runtime/features/preview/message-review.tsx',
      // The editors' preview: its id box sits, label around input, among the action buttons, with
      // no hint or error to tie; a field's grid would change the row editors know.
      'runtime/routes/pages/preview.tsx',
      // The labelled checkbox of a declaration (the insurance application).
      'runtime/shared/ui/check-choice.tsx',
      'runtime/shared/ui/field.tsx',
      // The labelled radio button of a choice (the amount to pay).
      'runtime/shared/ui/radio-choice.tsx',
    ]);
  });

  it('of the visually hidden style', () => {
    const hiding = files.filter((file) => file.endsWith('.css') && /clip:/.test(read(file)));
    expect(hiding).toEqual(['runtime/shared/styles/global.css']);
    expect(read('runtime/shared/styles/global.css').match(/clip:/g)).toHaveLength(1);
    const classes = files
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .flatMap((file) => [...read(file).matchAll(/[\w-]*(visually-hidden|sr-only)[\w-]*/g)])
      .map((match) => match[0]);
    expect(new Set(classes)).toEqual(new Set(['visually-hidden']));
  });
});
