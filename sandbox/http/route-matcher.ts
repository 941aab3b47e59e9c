import type { OperationInfo } from '../../generated/api/operations.js';

/**
 * Matches request paths against the contract's path templates. Hono's router takes one parameter
 * per segment, but the contract has templates such as
 * `/download/{type}/{brand}/{company}_{accountNumber}_{invoiceDate}.pdf` and `{year}.pdf`, so every
 * template becomes a regular expression: a parameter matches one or more characters other than
 * `/`, shortest first, and the literal text around it (`_`, `.pdf`) must match exactly.
 */
export interface CompiledRoute {
  readonly operation: OperationInfo;
  readonly regex: RegExp;
  readonly names: readonly string[];
  /** Literal characters in the template: the more, the more specific. */
  readonly literalLength: number;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compileRoute(operation: OperationInfo): CompiledRoute {
  const names: string[] = [];
  let source = '';
  let literalLength = 0;
  for (const part of operation.path.split(/(\{[^}]+\})/)) {
    const param = /^\{([^}]+)\}$/.exec(part);
    if (param?.[1]) {
      names.push(param[1]);
      source += '([^/]+?)';
    } else {
      literalLength += part.length;
      source += escape(part);
    }
  }
  return { operation, regex: new RegExp(`^${source}$`), names, literalLength };
}

export interface RouteMatch {
  readonly operation: OperationInfo;
  readonly params: Readonly<Record<string, string>>;
}

export class RouteTable {
  private readonly routes: CompiledRoute[];

  constructor(operations: readonly OperationInfo[]) {
    // A literal template wins over one with a parameter in the same place
    // (`/service/payment/api/refund` before `/service/payment/{brand}/ppi`).
    this.routes = operations.map(compileRoute).sort((a, b) => b.literalLength - a.literalLength);
  }

  /** Every operation whose template matches the path, most specific first. */
  match(path: string): RouteMatch[] {
    const found: RouteMatch[] = [];
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      let decodable = true;
      route.names.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(m[i + 1] ?? '');
        } catch {
          decodable = false;
        }
      });
      // A broken %-escape still matches the route; validation then names the parameter.
      if (!decodable) route.names.forEach((name, i) => (params[name] ??= m[i + 1] ?? ''));
      found.push({ operation: route.operation, params });
    }
    return found;
  }
}
