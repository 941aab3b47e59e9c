import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTexts } from '../../runtime/shared/i18n/texts.js';
import { Field } from '../../runtime/shared/ui/field.js';

type State = 'plain' | 'hint' | 'refused' | 'typing';

/** The login's e-mail and civic number and the loan calculator's amount, in their states. */
function Fields({ state }: { state: State }) {
  const t = useTexts();
  const limits = { min: 5000, max: 400000 };
  return (
    <form className="story-pad" noValidate onSubmit={(event) => event.preventDefault()}>
      {state === 'plain' && (
        <Field label={t('login.email.label')} name="email" type="email" autoComplete="email" />
      )}
      {(state === 'hint' || state === 'refused') && (
        <Field
          label={t('login.civicNumber.label')}
          hint={t('login.civicNumber.hint')}
          error={state === 'refused' ? t('validation.civicNumber') : null}
          name="civicNumber"
          inputMode="numeric"
          defaultValue={state === 'refused' ? '1985' : undefined}
        />
      )}
      {state === 'typing' && (
        <Field
          label={t('page.privateLoan.calculator.amount')}
          hint={t('page.privateLoan.calculator.hint', limits)}
          error={t('validation.loanAmount', limits)}
          errorMode="inline"
          name="amount"
          inputMode="numeric"
          defaultValue="500000"
        />
      )}
    </form>
  );
}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
const meta = {
  title: 'UI/Field',
  component: Fields,
  args: { state: 'plain' },
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithHint: Story = { args: { state: 'hint' } };

/** Refused after a submit: the error is an alert. */
export const Refused: Story = { args: { state: 'refused' } };

/** Checked as the visitor types: the error line stays, and is not an alert. */
export const CheckedWhileTyping: Story = { args: { state: 'typing' } };
