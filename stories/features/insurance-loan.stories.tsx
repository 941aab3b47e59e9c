import type { Meta, StoryObj } from '@storybook/react-vite';
import { insurance } from '../../.storybook/customer.js';
import type { CountryCode } from '../../generated/countries/index.js';
import type { LoanCalculatorResult, LoanIntervals } from '../../generated/entities/types.js';
import { MyInsurancePage } from '../../runtime/features/insurance/my-insurance-page.js';
import { ppiPageSlice } from '../../runtime/features/insurance/ppi-slice.js';
import { PpiView } from '../../runtime/features/insurance/ppi-view.js';
import { privateLoanSlice } from '../../runtime/features/loan/private-loan-slice.js';
import { PrivateLoanView } from '../../runtime/features/loan/private-loan-view.js';
import { countryTerms } from '../../generated/countries/index.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import type { ServiceAnswers } from '../../.storybook/service-stub.js';
import '../../runtime/shared/styles/public-pages.css';

type Piece = 'my-insurance' | 'insurance-offer' | 'private-loan';

/**
 * The payment protection and the private loan, from the country's terms (the slices their pages'
 * loaders take) and the customer's insurance from the API.
 */
function InsuranceLoanStory({ piece }: { piece: Piece }) {
  const { country, terms } = useCountry();
  if (piece === 'my-insurance') return <MyInsurancePage brand="skogsport" />;
  if (piece === 'insurance-offer') return <PpiView data={ppiPageSlice(country, terms)} />;
  const loan = privateLoanSlice(terms);
  // The route table leaves the private loan out where the terms offer none (Denmark).
  return loan ? (
    <PrivateLoanView data={loan} />
  ) : (
    <p className="story-pad">No private loan in {country}.</p>
  );
}

/**
 * The credit partner's answers for the loan calculator, as the sandbox gives them: the terms'
 * limits, and the terms' price of the calculator's starting values (its first question).
 */
function partnerAnswers(country: CountryCode): ServiceAnswers {
  const loan = privateLoanSlice(countryTerms(country));
  const figures = loan?.calculator?.figures;
  if (!loan || !figures)
    return { getPartnerIntervals: { refuse: 404 }, getPartnerQuery: { refuse: 404 } };
  const major = (minor: number) => minor / 10 ** loan.pricing.decimals;
  const intervals: LoanIntervals = { ...loan.limits, interestFrom: figures.yearlyInterest };
  const price: LoanCalculatorResult = {
    amount: major(figures.amountMinor),
    years: figures.years,
    effectiveInterest: figures.effectiveInterest,
    yearlyInterest: figures.yearlyInterest,
    arrangementFee: major(figures.arrangementFeeMinor),
    adminFee: major(figures.adminFeeMinor),
    monthlyAmount: major(figures.monthlyAmountMinor),
    numberOfMonths: figures.numberOfMonths,
    totalRepayment: major(figures.totalRepaymentMinor),
  };
  return { getPartnerIntervals: intervals, getPartnerQuery: price };
}

const meta = {
  title: 'Features/Insurance and private loan',
  component: InsuranceLoanStory,
  args: { piece: 'my-insurance' },
  parameters: {
    shell: { route: 'app-my-insurance-brand', path: '/app/my-insurance/skogsport' },
    service: (country: CountryCode) => ({ getInsurance: insurance(country) }),
  },
} satisfies Meta<typeof InsuranceLoanStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyInsurance: Story = {};

export const InsuranceOffer: Story = {
  args: { piece: 'insurance-offer' },
  parameters: { shell: { route: 'ppi' } },
};

export const PrivateLoan: Story = {
  args: { piece: 'private-loan' },
  parameters: { shell: { route: 'private-loan' }, service: partnerAnswers },
};
