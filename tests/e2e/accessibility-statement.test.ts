/**
 * The accessibility statement (issue 19) in every country: reached from the footer, in the
 * country's language, naming the country's supervising authority with a link to it, axe clean;
 * its form refuses what the contract refuses with the errors in the page's language (focus on the
 * first field in error), and sends a real report through the web server to the provider, which
 * answers with a reference shown as the receipt (focus on its heading). Public: no login. The
 * page leaves out the framework: the form is an island hydrated with React alone
 * (docs/decisions/0026), its ids the prerendered ones, nothing refused by the CSP.
 */
import { describe, test } from 'vitest';
import { countryCodes, countryTerms } from '../../generated/countries/index.js';
import { checkA11y } from './support/a11y.js';
import { openPage } from './support/browser.js';
import { appHolds, reactHeld, scriptsFetched } from './support/react.js';
import { t, textOf } from './support/texts.js';

const POLL = { timeout: 10_000 } as const;

describe.concurrent.each(countryCodes)('the accessibility statement of %s', (country) => {
  const facts = countryTerms(country).accessibility;

  test('is linked from the footer and names the authority', async (context) => {
    const { expect } = context;
    const { page, errors } = await openPage(`/${country}`, { consent: 'denied', test: context });
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: textOf(country, 'footer.accessibility') });
    await footerLink.click();
    await page.waitForURL((url) => url.pathname === `/${country}/accessibility`, POLL);
    await expect
      .poll(() => page.locator('h1').textContent(), POLL)
      .toBe(textOf(country, 'route.accessibility.title'));
    const authority = page.getByRole('link', { name: facts.authority.name });
    expect(await authority.getAttribute('href')).toBe(facts.authority.url);
    expect(await page.locator('main').textContent()).toContain('EN 301 549');
    expect(await page.locator('main').textContent()).toContain(facts.law);
    await checkA11y(page);
    expect(errors).toEqual([]);
  });

  test('its form refuses in the page’s language, then sends a report', async (context) => {
    const { expect } = context;
    const { page, errors } = await openPage(`/${country}/accessibility`, {
      consent: 'denied',
      viewport: 'mobile',
      test: context,
    });
    // Typed before the island holds the form, the text would go into plain HTML.
    await reactHeld(page);
    const form = page.locator('form.a11y-report');
    const description = form.getByRole('textbox', {
      name: textOf(country, 'page.accessibility.report.description'),
    });
    const email = form.getByRole('textbox', {
      name: textOf(country, 'page.accessibility.report.email'),
    });
    const send = form.getByRole('button', {
      name: textOf(country, 'page.accessibility.report.send'),
    });

    // Too short a description and a malformed address: both refused, focus on the first.
    await description.fill('Knapp');
    await email.fill('not-an-address');
    await send.click();
    const tooShort = await t(country, 'validation.reportDescription', { min: 10 });
    await expect
      .poll(() => form.getByRole('alert').allTextContents(), POLL)
      .toEqual([tooShort, textOf(country, 'validation.email')]);
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    expect(await description.evaluate((field) => field === document.activeElement)).toBe(true);

    // Corrected: a real POST through the web server; the receipt shows the provider's reference.
    await description.fill(
      'The pay button cannot be reached with the keyboard on the invoice page.',
    );
    await email.fill('');
    const posted = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/service/support/accessibility-reports' &&
        response.request().method() === 'POST',
    );
    await send.click();
    const answer = await posted;
    expect(answer.status(), 'the provider took the report').toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    const receipt = page
      .getByRole('status')
      .filter({ hasText: textOf(country, 'page.accessibility.report.sentTitle') });
    await expect
      .poll(() => receipt.textContent(), POLL)
      .toContain(await t(country, 'page.accessibility.report.sentBody', { reference }));
    const heading = receipt.getByRole('heading', {
      name: textOf(country, 'page.accessibility.report.sentTitle'),
    });
    await expect
      .poll(() => heading.evaluate((element) => element === document.activeElement), POLL)
      .toBe(true);
    await checkA11y(page);
    expect(errors).toEqual([]);
  });

  test('loads no framework: the form is an island with its prerendered ids', async (context) => {
    const { expect } = context;
    const { page, errors, cspViolations } = await openPage(`/${country}/accessibility`, {
      consent: 'denied',
      test: context,
    });
    const island = page.locator('[data-island="accessibility-report"]');
    const idsIn = () =>
      island.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    const prerendered = await idsIn();
    expect(prerendered.length, 'the form has ids to keep').toBeGreaterThan(0);
    await reactHeld(page);
    expect(await appHolds(page), 'the app stays away').toBe(false);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    // Nothing of the app was fetched: its libraries, shell and route manifest.
    expect(await scriptsFetched(page)).toEqual({ framework: [], enhance: true, island: true });

    // Hydrated, the ids are the prerendered ones, and every label and description they tie
    // to is in the page, before and after the form shows its errors.
    expect(await idsIn()).toEqual(prerendered);
    const tiesFound = async () => {
      const ties = await island
        .locator('[aria-describedby], [aria-labelledby], label[for]')
        .evaluateAll((elements) =>
          elements.flatMap((element) =>
            [
              element.getAttribute('aria-describedby'),
              element.getAttribute('aria-labelledby'),
              element.getAttribute('for'),
            ].flatMap((value) => value?.split(' ').filter(Boolean) ?? []),
          ),
        );
      expect(ties.length).toBeGreaterThan(0);
      for (const id of ties) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
    };
    await tiesFound();

    // The island's own check, in the page's language.
    const form = island.locator('form.a11y-report');
    await form
      .getByRole('textbox', { name: textOf(country, 'page.accessibility.report.email') })
      .fill('not-an-address');
    await form
      .getByRole('button', { name: textOf(country, 'page.accessibility.report.send') })
      .click();
    await expect
      .poll(() => form.getByRole('alert').allTextContents(), POLL)
      .toEqual([textOf(country, 'validation.required'), textOf(country, 'validation.email')]);
    await tiesFound();
    await checkA11y(page);
    expect(cspViolations, 'CSP violations').toEqual([]);
    expect(errors).toEqual([]);
  });
});
