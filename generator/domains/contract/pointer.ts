import { isObject, type Json } from './sources.js';

/** Follows a JSON pointer (`/components/schemas/Problem`) into a document; undefined when it leads nowhere. */
export function resolvePointer(root: Json, pointer: string): Json | undefined {
  if (pointer === '' || pointer === '/') return pointer === '' ? root : undefined;
  if (!pointer.startsWith('/')) return undefined;
  let node: Json = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node) && /^\d+$/.test(key)) node = node[Number(key)];
    else if (isObject(node) && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** Resolves a local `#/...` reference inside the same document, following chains of references. */
export function resolveLocal(root: Json, value: Json, depth = 0): Json | undefined {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  if (depth > 10 || !value.$ref.startsWith('#')) return undefined;
  return resolveLocal(root, resolvePointer(root, value.$ref.slice(1)), depth + 1);
}
