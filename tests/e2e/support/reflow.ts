/**
 * Whether a page's content survives a narrow window and the reader's own text spacing, read in
 * the page (`page.evaluate`): WCAG 1.4.10 Reflow and 1.4.4 Resize text (320 CSS px, which is a
 * 1280 px window at 400 %) and 1.4.12 Text spacing. Answers plain descriptions for a failure's
 * message.
 */
import type { Page } from 'playwright-core';

/**
 * The text spacing of WCAG 1.4.12, as the W3C's text-spacing bookmarklet sets it: line height
 * 1.5, paragraphs 2 em apart, letters 0.12 em and words 0.16 em.
 */
export const TEXT_SPACING_CSS = `
* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }
`;

/**
 * Applies the 1.4.12 spacing as the reader's own stylesheet. A constructed stylesheet, not a
 * <style> element: the pages' CSP allows no inline styles, and a reader's settings are not the
 * page's. Answers the letter spacing a paragraph then has, so the test sees the override took.
 */
export function applyTextSpacing(page: Page): Promise<string> {
  return page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const probe = document.querySelector('main p, main h1') ?? document.body;
    return getComputedStyle(probe).letterSpacing;
  }, TEXT_SPACING_CSS);
}

export interface ReflowReport {
  /** The document's scroll width and client width: wider means the page scrolls sideways. */
  readonly scrollWidth: number;
  readonly clientWidth: number;
  /** The innermost boxes reaching past the window's right edge: what makes it scroll sideways. */
  readonly wide: string[];
  /** How many pieces of text were measured. */
  readonly measured: number;
  /** One line per piece of text cut off by a box that hides overflow, or drawn off-screen. */
  readonly lost: string[];
  /** One line per two pieces of text drawn over each other. */
  readonly overlapping: string[];
}

/**
 * Measures every drawn piece of text (each text node's boxes): cut off by an ancestor whose
 * overflow is hidden or clipped, off the left or right edge of the window (unless inside a box
 * that scrolls sideways of its own, which 1.4.10 allows for content such as tables), or drawn over
 * another piece of text. Text hidden on purpose (visually hidden for screen readers, a skip
 * link off-screen until focused) and text in fixed or sticky parts (focus-not-obscured.test.ts
 * covers what they cover) are left out.
 */
export function reflowReport(page: Page): Promise<ReflowReport> {
  return page.evaluate(() => {
    // In the page: no module of ours there (and the pages' CSP allows no eval).
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element, text: string): string => {
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id} class="${element.getAttribute('class') ?? ''}"> "${text.slice(0, 40)}"`;
    };
    const hiding = (value: string) => value === 'hidden' || value === 'clip';
    const ancestors = (element: Element): Element[] => {
      const list: Element[] = [];
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement)
        list.push(at);
      return list;
    };
    const lost: string[] = [];
    const lines: { box: DOMRect; owner: Element; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let measured = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ');
      const owner = node.parentElement;
      if (!text || !owner || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(owner.tagName)) continue;
      if (!owner.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0) continue;
      const chain = [owner, ...ancestors(owner)];
      // Visually hidden (a 1 px clip) or moved far off-screen until focused: hidden on purpose.
      // An element without a box of its own (display: contents, an island's) has an empty
      // rectangle and hides nothing.
      const onPurpose = chain.some((element) => {
        if (getComputedStyle(element).display === 'contents') return false;
        const box = element.getBoundingClientRect();
        return box.width <= 1 || box.height <= 1 || box.right < 0;
      });
      if (onPurpose) continue;
      measured += 1;
      const scrollsSideways = chain.some((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && element !== owner;
      });
      const pinned = chain.some((element) =>
        ['fixed', 'sticky'].includes(getComputedStyle(element).position),
      );
      for (const box of boxes) {
        if (!scrollsSideways && (box.right > width + 1 || box.left < -1)) {
          lost.push(
            `${describe(owner, text)} drawn at x ${Math.round(box.left)}..${Math.round(box.right)} in a ${width} px window`,
          );
          break;
        }
        const clipper = chain.find((element) => {
          const style = getComputedStyle(element);
          const edge = element.getBoundingClientRect();
          const x =
            hiding(style.overflowX) && (box.left < edge.left - 1 || box.right > edge.right + 1);
          const y =
            hiding(style.overflowY) && (box.top < edge.top - 1 || box.bottom > edge.bottom + 1);
          return x || y;
        });
        if (clipper) {
          lost.push(`${describe(owner, text)} cut off by ${describe(clipper, '')}`);
          break;
        }
        if (!pinned) lines.push({ box, owner, text });
      }
    }
    const overlapping: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    for (let i = 0; i < lines.length; i += 1)
      for (let j = i + 1; j < lines.length; j += 1) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.owner !== b.owner && overlap(a.box, b.box))
          overlapping.push(`${describe(a.owner, a.text)} over ${describe(b.owner, b.text)}`);
      }
    const pastEdge = (element: Element) => element.getBoundingClientRect().right > width + 1;
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => pastEdge(element) && ![...element.children].some(pastEdge))
      .map(
        (element) =>
          `${describe(element, '')} to x ${Math.round(element.getBoundingClientRect().right)}`,
      );
    return {
      scrollWidth: root.scrollWidth,
      wide: wide.slice(0, 10),
      clientWidth: width,
      measured,
      lost: lost.slice(0, 20),
      overlapping: overlapping.slice(0, 20),
    };
  });
}
