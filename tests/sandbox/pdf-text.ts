import { expect } from 'vitest';

/** A minimal PDF reader: checks the frame and the xref table, returns the shown text (WinAnsi). */
export function readPdf(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  const count = Number(header?.[1]);
  expect(count).toBeGreaterThan(5);
  const entries = text
    .slice(startxref + (header?.[0].length ?? 0))
    .split('\n')
    .slice(0, count);
  expect(entries[0]).toBe('0000000000 65535 f ');
  for (let i = 1; i < count; i++) {
    const offset = Number(entries[i]?.slice(0, 10));
    expect(entries[i]?.endsWith(' 00000 n ')).toBe(true);
    expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
  }
  const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
  const shown: string[] = [];
  for (const m of text
    .slice(streamStart, streamStart + length)
    .matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
    shown.push((m[1] ?? '').replace(/\\(.)/g, '$1'));
  }
  return shown;
}
