import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { KeyPath } from './types.js';

export interface Position {
  line: number;
  column: number;
}

/**
 * Finds where a key path lives in a parsed YAML document. Walks as deep as the path exists, so a
 * missing key points at its parent map, which is where the staff member has to add it.
 */
export function locate(
  doc: Document,
  lineCounter: LineCounter,
  path: KeyPath,
  atKey = false,
): Position {
  let node: Node | null = doc.contents;
  let offset = node?.range?.[0] ?? 0;
  for (let i = 0; i < path.length && node; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && keyText(p.key) === String(segment));
      if (!pair) break;
      const keyNode = pair.key as Node | null;
      const valueNode = pair.value as Node | null;
      if (last && atKey && keyNode?.range) {
        offset = keyNode.range[0];
        break;
      }
      node = valueNode ?? keyNode;
      offset = node?.range?.[0] ?? keyNode?.range?.[0] ?? offset;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item) break;
      node = item;
      offset = item.range?.[0] ?? offset;
    } else {
      break;
    }
  }
  const { line, col } = lineCounter.linePos(offset);
  return { line, column: col };
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  return undefined;
}
