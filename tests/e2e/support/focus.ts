/**
 * Where keyboard focus is, for the keyboard and screen-reader tests: what the focused element is
 * called (its role and accessible name, as a screen reader says it) and whether it is a given
 * element, the heading that names the open dialog, or the control a dialog should give focus
 * back to.
 */
import type { Locator, Page } from 'playwright-core';

/** The focused element as `role "name"`, read from Chromium's accessibility tree. */
export async function focusedName(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value?: string };
        name?: { value?: string };
        properties?: { name: string; value: { value?: unknown } }[];
      }[];
    };
    // The document itself counts as focused too: the element is the focused node inside it.
    const focused = nodes.find(
      (node) =>
        node.role?.value !== 'RootWebArea' &&
        node.properties?.some((p) => p.name === 'focused' && p.value.value === true),
    );
    return focused
      ? `${focused.role?.value ?? '?'} "${(focused.name?.value ?? '').trim()}"`
      : '(nothing)';
  } finally {
    await session.detach();
  }
}

/** Whether the element is the focused one. */
export const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * The text of the focused heading when it is the one that names the open dialog
 * (aria-labelledby), else a description of what has focus instead.
 */
export const focusedDialogTitle = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement;
    const dialog = active?.closest('[role="dialog"], [role="alertdialog"]');
    const named = dialog?.getAttribute('aria-labelledby');
    if (active && /^H[1-6]$/.test(active.tagName) && named && active.id === named)
      return active.textContent?.trim() ?? '';
    return `not the dialog's title: ${active ? active.outerHTML.slice(0, 120) : '(nothing)'}`;
  });

/** The Tab stops from the focused element on, `count` of them, each as focusedName says it. */
export async function tabOrder(page: Page, count: number, key = 'Tab'): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(key);
    names.push(await focusedName(page));
  }
  return names;
}
