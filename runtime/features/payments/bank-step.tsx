/**
 * Pay by a bank transfer of one's own (steps/bank, #flow=bank): the amount and the minimum, the
 * account to pay to (bankgiro in se, IBAN with BIC elsewhere), the reference to quote (OCR in se,
 * KID in no, the Finnish reference, the Danish RF) and the recipient, each with a copy button.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bankDetailsQuery } from '../../../generated/api/queries/getBankDetails.js';
import type { BankDetails } from '../../../generated/entities/types.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { appTransport } from '../../shared/api/transport.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useTexts } from '../../shared/i18n/texts.js';

interface Row {
  readonly id: string;
  readonly label: MessageId;
  readonly shown: string;
  /** What the copy button puts on the clipboard (an amount without its currency). */
  readonly copied: string;
}

export default function BankStep() {
  const t = useTexts();
  const flow = useFlow();
  const { host } = flow;
  const details = useQuery(
    bankDetailsQuery(appTransport, {
      brand: host.brand,
      id: host.id,
      query: { kind: host.kind === 'purchase' ? 'order' : 'invoice' },
    }),
  );
  if (details.isPending) return <p role="status">{t('common.loading')}</p>;
  if (details.isError) {
    return (
      <p role="alert" className="flow-error">
        {t('error.fetchAlert.504')}
      </p>
    );
  }
  return <Details details={details.data} />;
}

function Details({ details }: { details: BankDetails }) {
  const t = useTexts();
  const f = useAppFormat();
  const flow = useFlow();
  const [copied, setCopied] = useState('');
  // Internet banks take an amount as digits and a decimal comma, without the currency.
  const plain = (major: number) => major.toFixed(2).replace('.', ',');
  const rows: Row[] = [
    {
      id: 'amount',
      label: 'flow.bank.field.amount',
      shown: f.money(details.amount),
      copied: plain(details.amount),
    },
    ...(details.minimumAmount < details.amount
      ? [
          {
            id: 'minimumAmount',
            label: 'flow.bank.field.minimumAmount' as const,
            shown: f.money(details.minimumAmount),
            copied: plain(details.minimumAmount),
          },
        ]
      : []),
    details.type === 'bankgiro'
      ? {
          id: 'account',
          label: 'flow.bank.field.account',
          shown: details.bankgiro ?? '',
          copied: details.bankgiro ?? '',
        }
      : {
          id: 'iban',
          label: 'flow.bank.field.iban',
          shown: details.iban ?? '',
          copied: details.iban ?? '',
        },
    ...(details.bic
      ? [
          {
            id: 'bic',
            label: 'flow.bank.field.bic' as const,
            shown: details.bic,
            copied: details.bic,
          },
        ]
      : []),
    {
      id: 'reference',
      label: 'flow.bank.field.reference',
      shown: details.reference,
      copied: details.reference.replace(/\s/g, ''),
    },
    {
      id: 'recipient',
      label: 'flow.bank.field.recipient',
      shown: details.recipient,
      copied: details.recipient,
    },
  ];

  const copy = async (row: Row) => {
    try {
      await navigator.clipboard.writeText(row.copied);
      setCopied(t('flow.bank.copied', { field: t(row.label) }));
    } catch {
      setCopied(t('flow.bank.copyFailed'));
    }
  };

  return (
    <>
      <p>{t('flow.bank.intro')}</p>
      <dl className="flow-summary" data-testid="bank-details">
        {rows.map((row) => (
          <div key={row.id}>
            <dt>{t(row.label)}</dt>
            <dd className="flow-copy">
              <span data-field={row.id}>{row.shown}</span>
              <button
                type="button"
                className="flow-button"
                onClick={() => void copy(row)}
                aria-label={t('flow.bank.copy', { field: t(row.label) })}
              >
                {t('flow.bank.copyShort')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status">{copied}</p>
      <div className="flow-actions">
        <button
          type="button"
          className="flow-button flow-button-primary"
          onClick={() => flow.leave()}
        >
          {t('flow.bank.done')}
        </button>
      </div>
    </>
  );
}
