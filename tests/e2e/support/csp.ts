/**
 * Reading a Content-Security-Policy header: which sources may run scripts, both as elements
 * (<script>) and as attributes (onclick=...), with the fallbacks CSP level 3 defines.
 */
export function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    // The first occurrence of a directive wins; later ones are ignored by browsers.
    if (name && !parsed.has(name.toLowerCase())) parsed.set(name.toLowerCase(), values);
  }
  return parsed;
}

/** Every source allowed to run script, in elements or attributes; empty when nothing limits it. */
export function scriptSources(policy: string): string[] {
  const parsed = directives(policy);
  const fallback = parsed.get('script-src') ?? parsed.get('default-src');
  const elements = parsed.get('script-src-elem') ?? fallback;
  const attributes = parsed.get('script-src-attr') ?? fallback;
  if (!elements || !attributes) return [];
  return [...new Set([...elements, ...attributes])];
}
