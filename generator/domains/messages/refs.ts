import type { KeyPath, Model } from '../../core/types.js';
import { MESSAGES_KIND } from './locales.js';

/** One place in a source file that names a message id. */
export interface MessageRef {
  id: string;
  file: string;
  path: KeyPath;
}

/**
 * Every message id named in the non-message sources (docs/sources.md, Message ids): the value of a
 * key `messageId` or `...MessageId`, and each item of a list under `messageIds`.
 */
export function collectMessageRefs(model: Model): MessageRef[] {
  const refs: MessageRef[] = [];
  for (const file of model.all()) {
    if (file.kind === MESSAGES_KIND) continue;
    walk(file.data, [], (id, path) => refs.push({ id, file: file.path, path }));
  }
  return refs;
}

function isRefKey(key: string): boolean {
  return key === 'messageId' || key.endsWith('MessageId');
}

function walk(node: unknown, path: KeyPath, found: (id: string, path: KeyPath) => void): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => walk(item, [...path, i], found));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const here = [...path, key];
    if (isRefKey(key) && typeof value === 'string') {
      found(value, here);
    } else if (key === 'messageIds' && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (typeof item === 'string') found(item, [...here, i]);
        else walk(item, [...here, i], found);
      });
    } else {
      walk(value, here, found);
    }
  }
}
