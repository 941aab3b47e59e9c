import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { useTexts } from '../../runtime/shared/i18n/texts.js';
import { PrefetchLink } from '../../runtime/shared/ui/prefetch-link.js';

/** A router link that prefetches its page unless the connection is slow or saving data. */
function AboutUsLink() {
  const t = useTexts();
  const { country } = useCountry();
  return (
    <p className="story-pad">
      <PrefetchLink to={`/${country}/about-us`}>{t('route.aboutUs.title')}</PrefetchLink>
    </p>
  );
}

const meta = {
  title: 'Platform/Prefetch link',
  component: AboutUsLink,
} satisfies Meta<typeof AboutUsLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToAnotherPage: Story = {};
