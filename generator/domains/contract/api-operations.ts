import type { KeyPath } from '../../core/types.js';
import { isObject, objectAt, type JsonObject } from './sources.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** One operation of api.yaml with where it sits. */
export interface ApiOperation {
  method: (typeof HTTP_METHODS)[number];
  /** The path template, e.g. `/service/payment/{brand}/snooze`. */
  route: string;
  operation: JsonObject;
  /** `['paths', route, method]`. */
  path: KeyPath;
  /** The parameters declared on the path item, shared by its operations. */
  pathItemParameters: unknown[];
}

export function operationsOf(api: JsonObject): ApiOperation[] {
  const list: ApiOperation[] = [];
  for (const [route, item] of Object.entries(objectAt(api, 'paths'))) {
    if (!route.startsWith('/') || !isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      list.push({
        method,
        route,
        operation,
        path: ['paths', route, method],
        pathItemParameters: shared,
      });
    }
  }
  return list;
}

/** `POST /service/payment/api/payment`, for messages. */
export function describeOperation(op: Pick<ApiOperation, 'method' | 'route'>): string {
  return `${op.method.toUpperCase()} ${op.route}`;
}
