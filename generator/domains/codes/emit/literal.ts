/** A TypeScript expression for plain data: single-quoted strings, keys quoted only when needed. */
export function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${propertyKey(k)}: ${literal(v)}`);
    return `{ ${members.join(', ')} }`;
  }
  throw new Error(`cannot write ${typeof value} as a literal`);
}

/** A single-quoted string literal; JSON escaping is valid TypeScript once the quotes are swapped. */
export function quote(text: string): string {
  const json = JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${json}'`;
}

/** An object key: bare when it is an identifier, quoted otherwise (`'14days'`, `'3xl'`). */
export function propertyKey(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : quote(key);
}

/** A regular-expression literal; RegExp#source escapes the slashes a literal cannot hold. */
export function regexLiteral(pattern: string, flags = 'u'): string {
  return `/${new RegExp(pattern, flags).source}/${flags}`;
}

/**
 * A JSDoc block for text from a source file, wrapped so the generated file stays readable (Prettier
 * leaves comments alone). A star-slash inside the text would end the comment early, so it is broken.
 */
export function jsdoc(text: string, width = 92): string {
  const words = text.trim().replace(/\*\//g, '*\\/').split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines.length === 1
    ? `/** ${lines[0]} */`
    : `/**\n${lines.map((l) => ` * ${l}`).join('\n')}\n */`;
}
