import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { featureToggleCodes } from '../../generated/codes/tables/feature-toggle.js';
import { countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { PagesSection } from '../../runtime/features/admin-preview/pages-section.js';
import { PersonasView } from '../../runtime/features/admin-preview/personas-section.js';
import type { TermsSources } from '../../runtime/features/admin-preview/preview-api.js';
import {
  ClockView,
  MaintenanceView,
  TogglesView,
} from '../../runtime/features/admin-preview/sandbox-controls.js';
import { TermsView } from '../../runtime/features/admin-preview/terms-section.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { useTexts } from '../../runtime/shared/i18n/texts.js';
import { personas } from '../../sandbox/seed/personas.js';
import '../../runtime/features/admin-preview/admin-preview.css';

type Section = 'all' | 'personas' | 'toggles' | 'clock' | 'maintenance' | 'terms' | 'pages';

/**
 * The terms now and as last committed: the monthly invoice fee raised from 19 and the support
 * section new since the commit (what an edit of countries/<cc>.yaml shows).
 */
function termsSources(country: CountryCode): TermsSources {
  const current = countryTerms(country);
  const committed: Record<string, unknown> = {
    ...current,
    fees: { ...current.fees, monthlyInvoice: { ...current.fees.monthlyInvoice, amount: 19 } },
  };
  delete committed['support'];
  return { current, committed };
}

/**
 * The preview's admin page (`selfservice preview`, /<cc>/preview/admin), each section drawn from
 * the preview's state as the page reads it: the country's sandbox personas, the feature toggles
 * (the first one on), the sandbox clock on the stories' day, the maintenance switch off, the terms
 * beside an earlier commit, and every page of the country.
 */
function AdminPageStory({ section, failed }: { section: Section; failed: boolean }) {
  const t = useTexts();
  const { country } = useCountry();
  const shows = (each: Section) => section === 'all' || section === each;
  const ofCountry = personas
    .filter((persona) => persona.country === country)
    .map(({ civicNumber, name, shows: story }) => ({ civicNumber, name, shows: story }));
  const toggles = Object.fromEntries(
    featureToggleCodes.map(({ code }, index) => [code, index === 0]),
  );
  return (
    <div className="ap-page">
      <h1>{t('page.adminPreview.title')}</h1>
      {shows('personas') && (
        <PersonasView personas={ofCountry} failed={failed} onLogin={fn().mockName('onLogin')} />
      )}
      {shows('toggles') && <TogglesView toggles={toggles} onToggle={fn().mockName('onToggle')} />}
      {shows('clock') && (
        <ClockView
          clock={{ now: '2026-11-10T09:30:00.000Z' }}
          failed={failed}
          onMove={fn().mockName('onMove')}
        />
      )}
      {shows('maintenance') && (
        <MaintenanceView on={false} failed={failed} onSwitch={fn().mockName('onSwitch')} />
      )}
      {shows('terms') && <TermsView country={country} sources={termsSources(country)} />}
      {shows('pages') && <PagesSection country={country} />}
    </div>
  );
}

const meta = {
  title: 'Features/Admin preview page',
  component: AdminPageStory,
  args: { section: 'all', failed: false },
  argTypes: { section: { control: 'inline-radio' } },
} satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminPage: Story = {};

export const Personas: Story = { args: { section: 'personas' } };

/** The sandbox did not answer: the personas, clock and maintenance say so. */
export const SandboxFailed: Story = { args: { failed: true } };

export const Toggles: Story = { args: { section: 'toggles' } };

export const Clock: Story = { args: { section: 'clock' } };

export const Maintenance: Story = { args: { section: 'maintenance' } };

export const TermsDiff: Story = { args: { section: 'terms' } };

export const PageList: Story = { args: { section: 'pages' } };
