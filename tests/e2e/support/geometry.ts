/**
 * Where controls are drawn, read in the page: whether the focused element is covered by
 * something else (WCAG 2.4.11 Focus not obscured) and which controls are smaller than 24 by 24
 * CSS pixels without the spacing the rule allows (WCAG 2.5.8 Target size, minimum). Both run in
 * the page (`page.evaluate`) and answer plain descriptions for a failure's message.
 */
import type { Page } from 'playwright-core';

/**
 * The focused element and what covers it: null when nothing is focused or when a press at the
 * centre of one of its boxes reaches the element itself (or something inside it): 2.4.11 asks
 * that it is not entirely hidden. Otherwise the element and what is drawn over it.
 */
export function focusedCovered(page: Page): Promise<{ focused: string; over: string } | null> {
  return page.evaluate(() => {
    // In the page: no module of ours there (and the pages' CSP allows no eval).
    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element.getAttribute('aria-label') ?? text;
      return `<${element.tagName.toLowerCase()}${id} class="${element.getAttribute('class') ?? ''}"> "${name}"`;
    };
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    // Each box the element is drawn in (a link wrapping onto two lines has two; the centre of
    // their bounding box can be text beside it): seen if a press at one's centre reaches it.
    let over: Element | null = null;
    for (const box of focused.getClientRects()) {
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inView = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
      const hit = inView ? document.elementFromPoint(x, y) : null;
      if (hit && (hit === focused || focused.contains(hit))) return null;
      over ??= hit;
    }
    return { focused: describe(focused), over: over ? describe(over) : 'outside the viewport' };
  });
}

/** What counts as a control for the target-size rule: everything a pointer can press. */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Controls under 24 × 24 CSS px that fail the rule's spacing test: a 24 px circle centred on the
 * control reaches another control, or another small control's circle. Left out as the rule
 * allows: links inline in a sentence (their size is the line's), controls not drawn (hidden,
 * closed, visually hidden at 1 px). Answers how many controls were measured and one line per
 * failure.
 */
export function smallTargets(page: Page): Promise<{ measured: number; failures: string[] }> {
  return page.evaluate((selector) => {
    // In the page: no module of ours there (and the pages' CSP allows no eval).
    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element.getAttribute('aria-label') ?? text;
      return `<${element.tagName.toLowerCase()}${id} class="${element.getAttribute('class') ?? ''}"> "${name}"`;
    };
    const drawn = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && element.checkVisibility();
    };
    /** A link inside running text: an inline box with words of the sentence beside it. */
    const inSentence = (element: Element): boolean => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      if (!block) return false;
      const own = (element.textContent ?? '').trim();
      const all = (block.textContent ?? '').trim();
      return all.length > own.length;
    };
    const targets = [...document.querySelectorAll(selector)].filter(
      // A control inside another control is pressed as the outer one.
      (element) => drawn(element) && !element.parentElement?.closest(selector),
    );
    const boxes = targets.map((element) => ({ element, box: element.getBoundingClientRect() }));
    const small = (box: DOMRect) => box.width < 24 || box.height < 24;
    const centre = (box: DOMRect) => ({
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
    });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy);
    };
    const failures: string[] = [];
    for (const { element, box } of boxes) {
      if (!small(box) || inSentence(element)) continue;
      const c = centre(box);
      const crowded = boxes.find(({ element: other, box: otherBox }) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        if (distanceToBox(c, otherBox) < 12) return true;
        if (!small(otherBox) || inSentence(other)) return false;
        const o = centre(otherBox);
        return Math.hypot(c.x - o.x, c.y - o.y) < 24;
      });
      if (crowded)
        failures.push(
          `${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)} px, ` +
            `too close to ${describe(crowded.element)}`,
        );
    }
    return { measured: boxes.length, failures };
  }, TARGETS);
}
