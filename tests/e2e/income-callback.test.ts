/**
 * The income verification's return page for a visitor without a session (another browser, an
 * expired session), in every country: the page leaves out the framework and its content is an
 * island (docs/decisions/0026) that reads the query. A logged-in customer coming back to a
 * purchase gets the app instead, which app-konto-move.test.ts follows through this page.
 */
import { describe, test } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { openPage } from './support/browser.js';
import { reactHeld, scriptsFetched } from './support/react.js';
import { t, textOf } from './support/texts.js';

describe.concurrent('income verification return, without a session', () => {
  test.for(countryCodes)(
    '%s: the outcome the query states, its reference and the way to the overview, without the framework',
    async (cc, context) => {
      const { expect } = context;
      const { page, errors, cspViolations } = await openPage(
        `/${cc}/income-verification-callback?reference=ref-${cc}-1&status=approved`,
        { consent: 'denied', test: context },
      );
      await reactHeld(page);
      await expect
        .poll(() => page.locator('h1').textContent())
        .toBe(textOf(cc, 'page.incomeVerification.approved.title'));
      expect(await page.locator('.ed-status').innerText()).toContain(
        await t(cc, 'page.incomeVerification.reference', { reference: `ref-${cc}-1` }),
      );
      const overview = page.getByRole('link', {
        name: textOf(cc, 'page.incomeVerification.toOverview'),
      });
      expect(await overview.getAttribute('href')).toBe(`/${cc}/app`);
      expect(await scriptsFetched(page)).toEqual({ framework: [], enhance: true, island: true });
      expect(cspViolations, 'CSP violations').toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  test.for(countryCodes)(
    '%s: on the way back to a purchase it forwards there with the reference, a page load',
    async (cc, context) => {
      const { expect } = context;
      const step = `/${cc}/app/purchases/nordpay/X${cc}1/steps/monthio`;
      const { page } = await openPage(`/${cc}/login`, { consent: 'denied', test: context });
      const forwarded = page.waitForRequest(
        (request) => request.isNavigationRequest() && new URL(request.url()).pathname === step,
      );
      await page.goto(
        `${new URL(page.url()).origin}/${cc}/income-verification-callback?returnPath=${encodeURIComponent(step)}&reference=ref-${cc}-2`,
      );
      const url = new URL((await forwarded).url());
      expect(url.searchParams.get('ref')).toBe(`ref-${cc}-2`);
      // The purchase is behind the login: without a session, that is where the visitor lands.
      await page.waitForURL((at) => at.pathname === `/${cc}/login`);
    },
  );
});
