/** A browser's cookie jar, small: what Set-Cookie headers store and what the next request sends. */
import type { RawAnswer } from './http.js';

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case, with their values ('' for flags). */
  attributes: Map<string, string>;
}

export function setCookiesOf(answer: RawAnswer): SetCookie[] {
  const header = answer.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.map((line) => {
    const [pair = '', ...rest] = line.split(';');
    const at = pair.indexOf('=');
    const attributes = new Map<string, string>();
    for (const part of rest) {
      const eq = part.indexOf('=');
      const key = (eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase();
      attributes.set(key, eq < 0 ? '' : part.slice(eq + 1).trim());
    }
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), attributes };
  });
}

export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Stores what an answer sets; Max-Age=0 removes. */
  take(answer: RawAnswer): this {
    for (const cookie of setCookiesOf(answer)) {
      if (cookie.attributes.get('max-age') === '0') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  copy(): CookieJar {
    const jar = new CookieJar();
    for (const [name, value] of this.cookies) jar.cookies.set(name, value);
    return jar;
  }
}
