/**
 * Every story is drawn inside the app's own frame (app-frame.tsx) for the country picked in the
 * toolbar, so each story shows in each country's language with its terms. The texts are loaded
 * before the story draws, as entry.client.tsx does before hydrating.
 */
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { countryCodes, countryLocale, type CountryCode } from '../generated/countries/index.js';
import { queryClient } from '../runtime/shared/api/query.js';
import { ensureCatalogue } from '../runtime/shared/i18n/catalogue.js';
import { STORAGE_KEYS, writeStored } from '../runtime/shared/platform/storage.js';
import type { Consent } from '../runtime/shared/tracking/consent.js';
import { AppFrame, type ShellParameters } from './app-frame.js';
import { answerWith, installServiceStub, type ServiceAnswers } from './service-stub.js';
import '../runtime/shared/styles/global.css';
import '../runtime/shared/styles/shell.css';
import '../runtime/shared/styles/overlays.css';
import '../runtime/shared/styles/consent.css';
import '../runtime/shared/styles/editorial.css';
import '../runtime/shared/styles/public-pages.css';
import './stories.css';

/** What a story can set under `parameters` besides Storybook's own. */
export interface FrameParameters {
  /** The page the story is shown on (app-frame.tsx). */
  readonly shell?: ShellParameters;
  /**
   * The visitor's stored cookie choice; null shows the app's cookie banner. Denied by default,
   * so the banner does not cover every story (it has stories of its own).
   */
  readonly consent?: Consent | null;
  /** False: the story draws its own frames (the stories with all four countries side by side). */
  readonly frame?: boolean;
  /**
   * The API's answers to the story's calls (service-stub.ts), or a function of the country giving
   * them in its language and currency; the message feeds are empty.
   */
  readonly service?: ServiceAnswers | ((country: CountryCode) => ServiceAnswers);
}

// Not in Node: the unit test renders to HTML there, which runs no effects and so no calls.
if (typeof window !== 'undefined') installServiceStub();

const isCountry = (value: unknown): value is CountryCode =>
  countryCodes.includes(value as CountryCode);

export const countryOf = (globals: Record<string, unknown>): CountryCode =>
  isCountry(globals.country) ? globals.country : 'se';

const loadTexts: Loader = async ({ globals, parameters }) => {
  const own = parameters as FrameParameters;
  const country = countryOf(globals);
  await Promise.all(
    (own.frame === false ? countryCodes : [country]).map((code) => ensureCatalogue(code)),
  );
  answerWith(typeof own.service === 'function' ? own.service(country) : own.service);
  writeStored(STORAGE_KEYS.consent, own.consent === undefined ? 'denied' : own.consent);
  // The app-download prompt is for phones; on a narrow canvas it would sit over every story.
  writeStored(STORAGE_KEYS.appPromptDismissed, '1');
  // Not in Node: the unit test (tests/unit/storybook) renders the stories to HTML there.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = own.frame === false ? 'en' : countryLocale[country];
  }
  return {};
};

const inFrame: Decorator = (Story, context) => {
  const own = context.parameters as FrameParameters;
  if (own.frame === false) return <Story />;
  return (
    <AppFrame
      key={`${context.id}-${countryOf(context.globals)}`}
      country={countryOf(context.globals)}
      shell={own.shell}
    >
      <Story />
    </AppFrame>
  );
};

/**
 * A query cache of the story's own, as the logged-in layouts give their pages
 * (shared/api/query.tsx), with the app's options: nothing one story fetched shows in the next.
 */
function StoryQueries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: queryClient.getDefaultOptions() }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withQueries: Decorator = (Story, context) => (
  <StoryQueries key={`${context.id}-${countryOf(context.globals)}`}>
    <Story />
  </StoryQueries>
);

const preview: Preview = {
  globalTypes: {
    country: {
      description: 'The country, and with it the language and terms',
      toolbar: {
        title: 'Country',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'se', title: 'Sverige (sv)' },
          { value: 'no', title: 'Norge (nb)' },
          { value: 'fi', title: 'Suomi (fi)' },
          { value: 'dk', title: 'Danmark (da)' },
        ],
      },
    },
  },
  initialGlobals: { country: 'se' },
  loaders: [loadTexts],
  // The first is innermost: the story's queries sit inside the frame's providers.
  decorators: [withQueries, inFrame],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
