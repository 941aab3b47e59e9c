/**
 * Reading the flow runtime's pages (runtime/shared/flows) as the flow tests do: a step by its id,
 * the outcome dialog and its role, a summary's values, and moving the focus by Tab alone.
 */
import type { Page } from 'playwright-core';

/** A step of the open flow, by its id (`data-step`). */
export const stepOf = (page: Page, step: string) => page.locator(`.flow-step[data-step="${step}"]`);

/** The outcome dialog's content (`data-outcome` names its `flow.outcome`). */
export const outcomeOf = (page: Page) => page.locator('[data-outcome]');

/**
 * The outcome dialog's `flow.outcome`, once it is there, and its role: a success is a dialog, a
 * failure an alertdialog. `timeout` for an outcome that waits on the provider's decision.
 */
export async function outcome(
  page: Page,
  options: { timeout?: number } = {},
): Promise<{ id: string; role: string | null }> {
  const dialog = outcomeOf(page);
  await dialog.waitFor(options.timeout === undefined ? {} : { timeout: options.timeout });
  const id = (await dialog.getAttribute('data-outcome')) ?? '';
  const role = await page.locator('.overlay-panel').filter({ has: dialog }).getAttribute('role');
  return { id, role };
}

/** The text of a summary's value after its label (the summary by its test id). */
export async function summaryValue(page: Page, testId: string, label: string): Promise<string> {
  return page.getByTestId(testId).locator(`dt:text-is("${label}") + dd`).innerText();
}

/** Tabs until the first element `selector` finds has the focus. */
export async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const focused = await page
      .locator(selector)
      .first()
      .evaluate((el) => el === document.activeElement)
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}
