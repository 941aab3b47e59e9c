/**
 * The accessibility statement (issue 19) in every country: reached from the footer, in the
 * country's language, naming the country's supervising authority with a link to it, axe clean;
 * its form refuses what the contract refuses with the errors in the page's language (focus on the
 * first field in error), and sends a real report through the web server to the provider, which
 * answers with a reference shown as the receipt (focus on its heading). Public: no login.
 */
import { describe, test } from 'vitest';
import { countryCodes, countryTerms } from '../../generated/countries/index.js';
import { checkA11y } from './support/a11y.js';
import { openPage } from './support/browser.js';
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
});
