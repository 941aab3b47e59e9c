/** Reading route paths (`app/invoices/:brand?/:id?`) and deriving names from them. */

export interface PathSegment {
  /** The static text, or the parameter name. */
  text: string;
  param: boolean;
  optional: boolean;
}

export function segmentsOf(path: string): PathSegment[] {
  if (path === '') return [];
  return path.split('/').map((raw) => {
    if (!raw.startsWith(':')) return { text: raw, param: false, optional: false };
    const optional = raw.endsWith('?');
    return { text: raw.slice(1, optional ? -1 : undefined), param: true, optional };
  });
}

/** The `:params` of a path, in order. */
export function pathParams(path: string): PathSegment[] {
  return segmentsOf(path).filter((s) => s.param);
}

/** `app-purchases-brand-id` -> `appPurchasesBrandId`, the route's message id segment. */
export function camelCase(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * How specific a path is, segment by segment (static 3, param 2, optional param 1), so the router
 * tries `app/invoices/:type` before `app/invoices/:brand?/:id?` and static pages before params.
 */
export function specificity(path: string): number[] {
  return segmentsOf(path).map((s) => (!s.param ? 3 : s.optional ? 1 : 2));
}

export function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
