/**
 * The prerendered text of every public page in every country reads as written: no doubled full
 * stop (an amount ending in an abbreviation, "50.000 kr.", before a sentence's full stop) and
 * no section that is only a heading. Reads the HTML the server sends, as a visitor without
 * JavaScript and a search engine get it; no browser needed.
 */
import { describe, test } from 'vitest';
import { webUrl } from './support/browser.js';
import { publicPages } from './support/pages.js';

/** The visible text of an HTML document: no head, scripts or styles, tags as spaces. */
function visibleText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Two full stops in a row that are not part of an ellipsis. */
const doubledStop = /(?<!\.)\.\.(?!\.)/;

describe.concurrent('public page texts', () => {
  test.for(publicPages().map((page) => page.path))('%s', async (path, { expect }) => {
    const answer = await fetch(`${webUrl()}${path}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const text = visibleText(html);
    const at = text.search(doubledStop);
    expect(at, `doubled full stop: …${text.slice(Math.max(0, at - 50), at + 10)}`).toBe(-1);
    const empty = /<section[^>]*>\s*<h([2-6])[^>]*>([^<]*)<\/h\1>\s*<\/section>/.exec(html);
    expect(empty?.[2], 'a section with only its heading').toBeUndefined();
  });
});
