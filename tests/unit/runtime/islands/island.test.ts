/**
 * An island (docs/decisions/0026): its element names it and carries its props, read back as they
 * were written; inside it, a field's ids come from the island's name and the field's name, the
 * same wherever the island is drawn (React's useId counts from the root, which differs between the
 * app and the island's own hydration, and React does not mend attributes when it hydrates).
 */
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InIsland, Island } from '../../../../runtime/shared/islands/island.js';
import { ISLAND_NAMES, islandOf } from '../../../../runtime/shared/islands/island-element.js';
import { Field } from '../../../../runtime/shared/ui/field.js';

const props = { data: { amount: 25000, note: '"quoted" & <b>' }, texts: {} };

/** The first element of server markup as the browser reads its attributes (no DOM here). */
function elementOf(html: string): Element {
  const tag = /^<\w+([^>]*)>/.exec(html)?.[1] ?? '';
  const decoded = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const attributes = new Map(
    [...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].map((m) => [m[1], decoded(m[2] ?? '')]),
  );
  return { getAttribute: (name: string) => attributes.get(name) ?? null } as unknown as Element;
}

describe('Island', () => {
  it('writes its name and props on its element, and islandOf reads them back', () => {
    const html = renderToString(
      h(Island, { name: 'private-loan', props, children: h('p', null, 'innehåll') }),
    );
    const island = islandOf(elementOf(html));
    expect(island).toEqual({ name: 'private-loan', props });
  });

  it('is not an island without a known name or props', () => {
    expect(islandOf(elementOf('<div data-island="other" data-island-props="{}"></div>'))).toBe(
      null,
    );
    expect(islandOf(elementOf('<div data-island="private-loan"></div>'))).toBe(null);
  });

  it('gives a field the same ids drawn deep in the app or at the root of its own hydration', () => {
    const field = h(Field, { label: 'Belopp', hint: 'Mellan 5 000 och 50 000', name: 'amount' });
    const deep = renderToString(
      h('main', null, h('div', null, h(Island, { name: 'private-loan', props, children: field }))),
    );
    const own = renderToString(h(InIsland, { name: 'private-loan', children: field }));
    const ids = (html: string) => [...html.matchAll(/\b(?:id|for)="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(deep)).toEqual([
      'private-loan-amount-input',
      'private-loan-amount-hint',
      'private-loan-amount-input',
    ]);
    expect(ids(own)).toEqual(ids(deep));
    expect(own).toContain('aria-describedby="private-loan-amount-hint"');
  });

  it('refuses a field without a name inside an island, whose ids would collide', () => {
    expect(() =>
      renderToString(
        h(InIsland, { name: 'private-loan', children: h(Field, { label: 'Belopp' }) }),
      ),
    ).toThrow(/needs a key/);
  });

  it("leaves React's own ids outside an island", () => {
    const html = renderToString(h(Field, { label: 'Belopp', name: 'amount' }));
    expect(html).not.toContain('private-loan-');
  });
});

describe('the island modules', () => {
  // The enhancement script calls both by name (runtime/enhance/main.ts): an island without
  // `prepare` would never hydrate.
  it.each(ISLAND_NAMES)('runtime/islands/%s.tsx exports prepare and hydrate', async (name) => {
    const module = (await import(`../../../../runtime/islands/${name}.tsx`)) as Record<
      string,
      unknown
    >;
    expect(typeof module['prepare']).toBe('function');
    expect(typeof module['hydrate']).toBe('function');
  });
});
