import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { FLOWS } from '../../generated/flows.js';
import { CancelConfirmation } from '../../runtime/features/automatic-payment/cancel-confirmation.js';
import CoverageDialog from '../../runtime/features/insurance/coverage-dialog.js';
import { ConfirmDialog } from '../../runtime/features/profile/confirm-dialog.js';
import { useTexts } from '../../runtime/shared/i18n/texts.js';
import { useOverlays } from '../../runtime/shared/overlays/provider.js';
import '../../runtime/shared/flows/flows.css';
import '../../runtime/features/insurance/insurance.css';
import '../../runtime/features/profile/profile.css';

type FeatureDialog = 'unlink-bank' | 'coverage' | 'cancel-autogiro';

const cancelAutogiro = FLOWS.autogiro.steps.find((step) => step.id === 'cancelConfirm');

/**
 * The dialogs a feature opens from a button of its page, opened at once: removing the linked bank
 * account (the profile's confirmation), who the payment protection covers (its page's popup) and
 * keeping or removing the automatic payment (the flow table's confirmation).
 */
function FeatureDialogStory({ dialog }: { dialog: FeatureDialog }) {
  const t = useTexts();
  const { open } = useOverlays();
  useEffect(() => {
    if (dialog === 'unlink-bank') {
      return open((props) => (
        <ConfirmDialog
          {...props}
          title={t('page.bank.unlinkConfirm.title')}
          body={t('page.bank.unlinkConfirm.body')}
          confirm="page.bank.unlinkConfirm.confirm"
          onBusy={fn().mockName('onBusy')}
          onConfirm={fn(async () => null).mockName('onConfirm')}
        />
      ));
    }
    if (dialog === 'coverage') {
      return open((props) => (
        <CoverageDialog
          {...props}
          title={t('page.ppi.coverage.label.pensioner')}
          body={t('page.ppi.coverage.pensioner')}
        />
      ));
    }
    const confirmation = cancelAutogiro?.confirmation;
    if (!confirmation) throw new Error('the flow table has no autogiro cancel confirmation');
    return open(
      (props) => (
        <CancelConfirmation
          {...props}
          dialog={confirmation}
          onBusy={fn().mockName('onBusy')}
          onRemove={fn(async () => undefined).mockName('onRemove')}
        />
      ),
      { role: confirmation.role },
    );
    // Opened once per dialog; the texts are the same at every draw.
  }, [dialog]);
  return null;
}

const meta = {
  title: 'Features/Dialogs',
  component: FeatureDialogStory,
  args: { dialog: 'unlink-bank' },
  argTypes: { dialog: { control: 'inline-radio' } },
  parameters: { shell: { route: 'app-profile-bank' } },
} satisfies Meta<typeof FeatureDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnlinkBankAccount: Story = {};

export const InsuranceCoverage: Story = {
  args: { dialog: 'coverage' },
  parameters: { shell: { route: 'ppi' } },
};

export const CancelAutomaticPayment: Story = {
  args: { dialog: 'cancel-autogiro' },
  parameters: {
    shell: { route: 'app-invoices-brand-id', path: '/app/invoices/skogsport/2026-11-01' },
  },
};
