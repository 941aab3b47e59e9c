/**
 * Every story renders in every country (as the prerender would: to HTML in Node, through the
 * preview's loaders and frame), and every shell component has a story. The browser check of the
 * built Storybook is .storybook/check-built.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { composeStory } from '@storybook/react-vite';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview.js';
import { countryCodes } from '../../../generated/countries/index.js';

const root = join(import.meta.dirname, '..', '..', '..');
const storyFiles = readdirSync(join(root, 'stories'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort();
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  '../../../stories/**/*.stories.tsx',
  { eager: true },
);

/** The login link of the logged-out header in each language (the spec's texts). */
const LOGIN = { se: 'Logga in', no: 'Logg inn', fi: 'Kirjaudu sisään', dk: 'Log ind' } as const;

describe('stories', () => {
  it('are found', () => {
    expect(storyFiles.length).toBeGreaterThan(10);
    expect(Object.keys(modules)).toHaveLength(storyFiles.length);
  });

  for (const country of countryCodes) {
    it(`render in ${country}`, async () => {
      setProjectAnnotations([preview, { initialGlobals: { country } }]);
      for (const [file, module] of Object.entries(modules)) {
        const stories = composeStories(module) as Record<string, ReturnType<typeof composeStory>>;
        for (const [name, Story] of Object.entries(stories)) {
          await Story.load();
          const html = renderToString(h(Story));
          expect(html, `${file} ${name}`).toBeTypeOf('string');
          if (file.endsWith('header.stories.tsx') && name === 'LoggedOut') {
            expect(html).toContain(LOGIN[country]);
          }
        }
      }
    });
  }
});

/** Component modules drawn through another one that has stories, not by a story directly. */
const DRAWN_THROUGH: Record<string, string> = {
  'runtime/shared/shell/frame.tsx': 'every layout (stories/layouts)',
  'runtime/shared/overlays/modal.tsx': 'the overlay provider (stories/overlays/dialog)',
  'runtime/shared/overlays/alerts.tsx': 'the overlay provider (stories/overlays/alert-bar)',
  'runtime/shared/overlays/host.tsx': 'the overlay provider (stories/overlays/dialog)',
  'runtime/features/insurance/cost-table.tsx': 'My insurance (stories/features/insurance-loan)',
  'runtime/features/accessibility/report-island.tsx':
    'the accessibility statement (stories/features/accessibility)',
  'runtime/features/insurance/coverage-island.tsx': 'the insurance page (insurance-loan)',
  'runtime/features/insurance/coverage-section.tsx':
    'My insurance, the insurance page (insurance-loan)',
  'runtime/features/invoices/account-terms.tsx':
    'the account page (stories/features/invoice-pages)',
  'runtime/features/invoices/invoice-actions.tsx': 'the account page (invoice-pages)',
  'runtime/features/invoices/invoice-detail.tsx': 'the account page (invoice-pages)',
  'runtime/features/invoices/page-state.tsx': 'every invoice page (invoice-pages)',
  'runtime/features/invoices/pdf-link.tsx': 'the account page (invoice-pages)',
  'runtime/features/invoices/state-label.tsx': 'the invoice list (stories/features/lists)',
  'runtime/features/invoices/transactions-table.tsx': 'an invoice (invoice-pages)',
  'runtime/features/login/screen.tsx': 'the login island (stories/features/login)',
  'runtime/features/login/bankid-opening.tsx': 'the BankID login (stories/features/login)',
  'runtime/features/loan/eligibility-list.tsx': 'the private loan (insurance-loan)',
  'runtime/features/loan/loan-calculator-view.tsx': 'the private loan (insurance-loan)',
  'runtime/features/overview/item-list.tsx': 'every overview page (stories/features/overview)',
  'runtime/features/overview/page-state.tsx': 'every overview page (overview)',
  'runtime/features/payments/summary.tsx': 'the confirmation step (stories/flows/steps)',
  'runtime/features/public-pages/good-to-know.tsx': 'the public pages (public-pages)',
  'runtime/features/purchases/brand-filter.tsx': 'the purchases page (purchase-pages)',
  'runtime/features/purchases/compare-options.tsx': 'a due purchase (purchase-pages)',
  'runtime/features/purchases/order-lines-view.tsx': 'a purchase (purchase-pages)',
  'runtime/features/purchases/purchase-actions.tsx': 'a purchase (purchase-pages)',
};

/**
 * Feature modules without a story of their own, and why (docs/storybook.md lists them too): each
 * mounts a page of its own into the document at import, or needs what a static Storybook lacks.
 */
const WITHOUT_STORY: Record<string, string> = {
  'runtime/features/admin-preview/admin-page.tsx':
    'mounts the admin page at import; its sections have stories (admin-page)',
  'runtime/features/admin-preview/locked-page.tsx': 'mounts its page into the document at import',
  'runtime/features/admin-preview/preview-root.tsx':
    "the preview pages' mount, no component of its own",
  'runtime/features/loan/offer-page.tsx':
    "its texts come from the web server's page data, which a static Storybook has not",
  'runtime/features/loan/apply-dialog.tsx': 'opened only by the loan offer page',
  'runtime/features/preview/message-review.tsx':
    'the content review reads the message catalogues through the preview server',
};

describe('story coverage', () => {
  // Stories import runtime modules themselves or through the story helpers of .storybook/.
  const helpers = ['flow-step.tsx'].map((file) => join('..', '.storybook', file));
  const imported = new Set(
    [...storyFiles, ...helpers].flatMap((file) => {
      const source = readFileSync(join(root, 'stories', file), 'utf8');
      return [...source.matchAll(/from '((?:\.\.\/)+runtime\/[^']+)\.js'/g)].map((match) =>
        relative(root, join(root, 'stories', file, '..', `${match[1]}.tsx`)),
      );
    }),
  );
  const shell = ['shared/shell', 'routes/layouts', 'shared/overlays', 'shared/errors']
    .flatMap((folder) =>
      readdirSync(join(root, 'runtime', folder)).map((file) => `runtime/${folder}/${file}`),
    )
    .concat([
      'runtime/routes/not-found.tsx',
      'runtime/shared/tracking/cookie-banner.tsx',
      'runtime/shared/tracking/consent-settings.tsx',
      'runtime/shared/platform/app-prompt.tsx',
      'runtime/shared/platform/compat-notice.tsx',
      'runtime/shared/platform/notice.tsx',
      'runtime/shared/platform/guarded-click.tsx',
      'runtime/shared/ui/prefetch-link.tsx',
      'runtime/shared/ui/field.tsx',
    ])
    // Every feature component (issue 16): forms, flow steps, outcome dialogs, lists, pages.
    .concat(
      readdirSync(join(root, 'runtime', 'features'), { recursive: true, encoding: 'utf8' }).map(
        (file) => `runtime/features/${file}`,
      ),
    )
    .filter((file) => file.endsWith('.tsx'));

  it.each(shell)('%s has a story', (file) => {
    expect(
      imported.has(file) || file in DRAWN_THROUGH || file in WITHOUT_STORY,
      `no story imports ${file}`,
    ).toBe(true);
  });
});
