import type { Meta, StoryObj } from '@storybook/react-vite';
import { kontoAccount, purchases, STORY_TODAY } from '../../.storybook/customer.js';
import { InvoiceList } from '../../runtime/features/invoices/invoice-list.js';
import { allInvoices } from '../../runtime/features/invoices/select.js';
import { PurchaseList } from '../../runtime/features/purchases/purchase-list.js';
import { deriveAccounts } from '../../runtime/shared/domain/invoice-derive.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { useTexts } from '../../runtime/shared/i18n/texts.js';
import '../../runtime/features/invoices/invoices.css';
import '../../runtime/features/purchases/purchases.css';

type ListKind = 'purchases' | 'invoices';

/** The customer's purchases (to pay, paid, paused, part-returned) or invoices, as listed. */
function ListStory({ list, empty }: { list: ListKind; empty: boolean }) {
  const t = useTexts();
  const { country } = useCountry();
  if (list === 'purchases') {
    return (
      <div className="story-pad">
        <PurchaseList orders={empty ? [] : purchases(country)} />
      </div>
    );
  }
  const views = deriveAccounts([kontoAccount(country)], { country, today: STORY_TODAY });
  return (
    <div className="story-pad">
      <InvoiceList items={empty ? [] : allInvoices(views)} empty={t('page.invoices.empty')} />
    </div>
  );
}

const meta = {
  title: 'Features/Lists',
  component: ListStory,
  args: { list: 'purchases', empty: false },
  parameters: { shell: { route: 'app-purchases' } },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Purchases: Story = {};

export const NoPurchases: Story = { args: { empty: true } };

export const Invoices: Story = {
  args: { list: 'invoices' },
  parameters: { shell: { route: 'app-invoices-type', path: '/app/invoices/konto' } },
};
