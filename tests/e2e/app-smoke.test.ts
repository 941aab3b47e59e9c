/**
 * The logged-in area's gate (spec 6): a visitor opening a logged-in page goes to login; a
 * persona logged in by e-mail link reaches the page.
 */
import { describe, test } from 'vitest';
import { openPage } from './support/browser.js';
import { openLoggedIn } from './support/login.js';

describe.concurrent('the logged-in area', () => {
  test('a logged-in persona stays on the page', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn('erik.sandberg@example.se', 'se', '/se/app', {
      test: context,
    });
    expect(new URL(page.url()).pathname).toBe('/se/app');
  });

  test('a visitor is sent to login', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/se/app', { test: context, consent: 'denied' });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/se/login');
  });
});
