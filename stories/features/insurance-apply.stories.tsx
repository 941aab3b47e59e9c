import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { kontoAccount } from '../../.storybook/customer.js';
import ApplyDialog from '../../runtime/features/insurance/apply-dialog.js';
import { monthlyPremiumMinor } from '../../runtime/features/insurance/rules.js';
import { useAppFormat } from '../../runtime/shared/i18n/app-format.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { useOverlays } from '../../runtime/shared/overlays/provider.js';
import { href } from '../../runtime/shared/routing/href.js';

/**
 * The payment protection's application popup over its page, as the page opens it: voluntary and
 * what it costs this customer (the country's premium on the konto account's balance), the
 * occupation, the conditions, and the declaration and confirmations to tick.
 */
function ApplyStory() {
  const { country, terms } = useCountry();
  const money = useAppFormat().money;
  const { open } = useOverlays();
  const account = kontoAccount(country);
  const premium = terms.insurance.available
    ? monthlyPremiumMinor(
        Math.round(account.balance * 100),
        terms.insurance.premium.percent,
        terms.insurance.premium.minMonthlyAmount.minor,
      ) / 100
    : null;
  useEffect(
    () =>
      open(
        (props) => (
          <ApplyDialog
            {...props}
            brand="skogsport"
            accountNumber={account.accountNumber}
            premium={premium === null ? null : money(premium)}
            retryHref={href(country, 'app-ppi-brand', { brand: 'skogsport' })}
            onDone={fn(async () => undefined).mockName('onDone')}
            onBusy={fn().mockName('onBusy')}
          />
        ),
        { role: 'dialog', placement: 'right' },
      ),
    // Opened once; the same figures at every draw.
    [],
  );
  return null;
}

const meta = {
  title: 'Features/Insurance application',
  component: ApplyStory,
  parameters: { shell: { route: 'app-ppi-brand', path: '/app/ppi/skogsport' } },
} satisfies Meta<typeof ApplyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApplyDialogOpen: Story = {};
