import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { FetchAlertCode } from '../../generated/routes/table.js';
import { useTexts } from '../../runtime/shared/i18n/texts.js';
import { useAlerts } from '../../runtime/shared/overlays/provider.js';

interface AlertArgs {
  /** The fetch alerts shown (100: the payment went wrong; 504: could not update). */
  fetchAlerts: FetchAlertCode[];
  /** An information alert as well (polite, role status). */
  info: boolean;
}

/** Alerts in the app's own alert bar, at the top of the page above the story. */
function AlertStory({ fetchAlerts, info }: AlertArgs) {
  const t = useTexts();
  const alerts = useAlerts();
  useEffect(() => {
    for (const code of fetchAlerts) alerts.fetchAlert(code);
    if (info) alerts.show({ id: 'info', tone: 'info', text: t('common.loading'), actions: [] });
    return () => {
      for (const code of fetchAlerts) alerts.dismiss(`fetch-${code}`);
      alerts.dismiss('info');
    };
  }, [alerts, fetchAlerts, info, t]);
  return null;
}

const meta = {
  title: 'Overlays/Alert bar',
  component: AlertStory,
  args: { fetchAlerts: [504], info: false },
  argTypes: { fetchAlerts: { control: 'check', options: [100, 504] } },
} satisfies Meta<typeof AlertStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CouldNotUpdate: Story = {};

export const PaymentFailed: Story = { args: { fetchAlerts: [100] } };

export const InformationAndErrors: Story = { args: { fetchAlerts: [100, 504], info: true } };
