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
      // The feature components with stories (issue 16): forms, flow steps, outcome dialogs,
      // lists, the insurance and private-loan pieces and the preview's toolbar and admin page.
      'runtime/features/profile/email-form.tsx',
      'runtime/features/profile/emails-view.tsx',
      'runtime/features/profile/bank-view.tsx',
      'runtime/features/payments/amount-step.tsx',
      'runtime/features/payments/select-step.tsx',
      'runtime/features/payments/confirm-step.tsx',
      'runtime/features/payment-changes/snooze-step.tsx',
      'runtime/features/payment-changes/split-step.tsx',
      'runtime/features/free-month/freemonth-step.tsx',
      'runtime/features/automatic-payment/schedule-step.tsx',
      'runtime/shared/flows/outcome-dialog.tsx',
      'runtime/shared/flows/flow-outcomes.tsx',
      'runtime/features/purchases/purchase-list.tsx',
      'runtime/features/invoices/invoice-list.tsx',
      'runtime/features/insurance/my-insurance-page.tsx',
      'runtime/features/insurance/ppi-view.tsx',
      'runtime/features/loan/private-loan-view.tsx',
      'runtime/features/admin-preview/toolbar-view.tsx',
      'runtime/features/admin-preview/problems-overlay.tsx',
      // The move to konto, the bank and submission payment steps, the login screens, the
      // insurance application, the refund page and the preview's admin page sections.
      'runtime/features/konto-move/start-menu.tsx',
      'runtime/features/konto-move/identification-step.tsx',
      'runtime/features/konto-move/code-step.tsx',
      'runtime/features/konto-move/income-step.tsx',
      'runtime/features/konto-move/confirm-step.tsx',
      'runtime/features/payments/bank-step.tsx',
      'runtime/features/payments/submission-step.tsx',
      'runtime/features/login/screen.tsx',
      'runtime/features/login/bankid.tsx',
      'runtime/features/login/validated-form.tsx',
      'runtime/features/login/result.tsx',
      'runtime/features/insurance/apply-dialog.tsx',
      'runtime/features/refunds/refund-page.tsx',
      'runtime/features/refunds/confirm-refund.tsx',
      'runtime/features/admin-preview/personas-section.tsx',
      'runtime/features/admin-preview/sandbox-controls.tsx',
      'runtime/features/admin-preview/terms-section.tsx',
      'runtime/features/admin-preview/pages-section.tsx',
    ])
    .filter((file) => file.endsWith('.tsx'));

  it.each(shell)('%s has a story', (file) => {
    expect(imported.has(file) || file in DRAWN_THROUGH, `no story imports ${file}`).toBe(true);
  });
});
