import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type ParseResult = { ok: true; ast: MessageFormatElement[] } | { ok: false; error: string };

const cache = new Map<string, ParseResult>();

/**
 * Parses one text exactly as react-intl would at run time (the parser's defaults: skeletons parsed,
 * `other` required in plural and select), so the precompiled AST behaves like the source text.
 */
export function parseMessage(text: string): ParseResult {
  let result = cache.get(text);
  if (!result) {
    result = tryParse(text);
    cache.set(text, result);
  }
  return result;
}

function tryParse(text: string): ParseResult {
  try {
    return { ok: true, ast: parse(text) };
  } catch (error) {
    const e = error as Error & { location?: { start: { offset: number } } };
    const where = e.location ? ` at character ${e.location.start.offset + 1}` : '';
    return { ok: false, error: `${e.message.toLowerCase().replace(/_/g, ' ')}${where}` };
  }
}

/** What a caller must pass for an argument: plain value, or one a formatter or branch reads. */
export type ArgumentKind = 'value' | 'number' | 'date' | 'time' | 'select' | 'plural' | 'tag';

const KIND_OF: Partial<Record<TYPE, ArgumentKind>> = {
  [TYPE.argument]: 'value',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** Every argument a message uses, with its kind, including those inside plural/select branches. */
export function argumentsOf(ast: MessageFormatElement[]): Map<string, ArgumentKind> {
  const found = new Map<string, ArgumentKind>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const el of elements) {
      const kind = KIND_OF[el.type];
      if (kind && 'value' in el && typeof el.value === 'string' && !found.has(el.value)) {
        found.set(el.value, kind);
      }
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(ast);
  return found;
}
