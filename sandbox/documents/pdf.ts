/**
 * A minimal PDF 1.4 writer: one A4 page of Helvetica text lines. The text is WinAnsi-encoded, so
 * the Nordic letters (å ä ö ø æ and their capitals) print as themselves; characters WinAnsi lacks
 * become "?". The cross-reference table carries the exact byte offset of every object.
 */

export interface PdfLine {
  readonly text: string;
  /** Font size in points, 10 by default. */
  readonly size?: number;
}

/** Unicode characters of WinAnsi's 0x80-0x9f block (the rest of 0xa0-0xff equals Latin-1). */
const winAnsiHigh: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** One text line as WinAnsi bytes of a PDF string literal, with ( ) \ escaped. */
function pdfString(text: string): number[] {
  const bytes: number[] = [0x28];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    let byte: number;
    if (code >= 0x20 && code < 0x7f) byte = code;
    else if (code >= 0xa0 && code <= 0xff) byte = code;
    else byte = winAnsiHigh[ch] ?? 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return bytes;
}

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

/** A complete one-page PDF with the lines from the top, 14 points apart (more for large sizes). */
export function renderPdf(title: string, lines: readonly PdfLine[]): Uint8Array {
  const content: number[] = [];
  let y = 800;
  for (const line of [{ text: title, size: 16 }, ...lines]) {
    const size = line.size ?? 10;
    if (y < 40) break;
    content.push(
      ...ascii(`BT /F1 ${size} Tf 50 ${y} Td `),
      ...pdfString(line.text),
      ...ascii(' Tj ET\n'),
    );
    y -= Math.max(14, Math.round(size * 1.5));
  }
  const objects: number[][] = [
    ascii('<< /Type /Catalog /Pages 2 0 R >>'),
    ascii('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    ascii(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
        '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    ),
    ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    [...ascii(`<< /Length ${content.length} >>\nstream\n`), ...content, ...ascii('\nendstream')],
    [...ascii('<< /Title '), ...pdfString(title), ...ascii(' /Producer (Nordpay sandbox) >>')],
  ];
  const out: number[] = ascii('%PDF-1.4\n');
  out.push(0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a); // binary marker comment
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out.push(...ascii(`${i + 1} 0 obj\n`), ...body, ...ascii('\nendobj\n'));
  });
  const xref = out.length;
  out.push(...ascii(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`));
  for (const offset of offsets)
    out.push(...ascii(`${String(offset).padStart(10, '0')} 00000 n \n`));
  out.push(
    ...ascii(
      `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
        `startxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Uint8Array.from(out);
}
