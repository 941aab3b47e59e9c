/**
 * Choose how much to pay on an invoice (steps/amount, #flow=amount): the full amount, the minimum,
 * or another amount between them, checked by the generated validator paymentAmount with the
 * country's message ("Vänligen ange ett belopp mellan 100 kr - 1 234 kr"). Then the method.
 */
import { useState, type FormEvent } from 'react';
import { paymentAmount } from '../../../generated/validators/common.js';
import { useFlow, type Payable } from '../../shared/flows/flow-control.js';
import { StepNotice } from '../../shared/flows/step-notice.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { Field } from '../../shared/ui/field.js';
import { RadioChoice } from '../../shared/ui/radio-choice.js';
import { amountQuery } from './amount.js';

type Choice = 'total' | 'minimum' | 'other';

/** A typed amount in the customer's way of writing it: spaces apart, a comma or a point. */
export function parseTypedAmount(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export default function AmountStep() {
  const t = useTexts();
  const flow = useFlow();
  if (!flow.payable) return <p role="status">{t('common.loading')}</p>;
  if (!flow.payable.payable) return <StepNotice>{t('flow.pay.nothingToPay')}</StepNotice>;
  return <AmountForm payable={flow.payable} />;
}

function AmountForm({ payable }: { payable: Payable }) {
  const t = useTexts();
  const f = useAppFormat();
  const flow = useFlow();
  const [choice, setChoice] = useState<Choice>('total');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let amount = choice === 'minimum' ? payable.minimum : payable.total;
    if (choice === 'other') {
      const value = parseTypedAmount(typed);
      const checked = paymentAmount(payable.minimum, payable.total).safeParse(value);
      if (!checked.success) {
        const max = f.money(payable.total);
        setError(
          t('validation.paymentAmount', { min: f.money(payable.minimum), max, maxCurrency: max }),
        );
        return;
      }
      amount = value;
    }
    setError('');
    flow.go({ flow: 'select', step: 'select', query: { amount: amountQuery(amount) } });
  };

  const option = (value: Choice, label: string) => (
    <RadioChoice
      name="amount-choice"
      value={value}
      checked={choice === value}
      onChange={() => {
        setChoice(value);
        setError('');
      }}
    >
      {label}
    </RadioChoice>
  );

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="flow-fieldset">
        <legend>{t('flow.pay.amount.legend')}</legend>
        <div className="flow-options">
          {option('total', t('flow.pay.amount.total', { amount: f.money(payable.total) }))}
          {payable.minimum < payable.total &&
            option('minimum', t('flow.pay.amount.minimum', { amount: f.money(payable.minimum) }))}
          {payable.minimum < payable.total && option('other', t('flow.pay.amount.other'))}
        </div>
      </fieldset>
      {choice === 'other' && (
        <Field
          label={t('flow.pay.amount.otherLabel')}
          hint={t('flow.pay.amount.hint', {
            min: f.money(payable.minimum),
            max: f.money(payable.total),
          })}
          error={error}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="other-amount"
        />
      )}
      <div className="flow-actions">
        <button type="submit" className="flow-button flow-button-primary">
          {t('common.continue')}
        </button>
      </div>
    </form>
  );
}
