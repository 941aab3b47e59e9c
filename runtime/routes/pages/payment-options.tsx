/**
 * Payment options: the country's offers with every fee, rate and limit of its terms. The loader
 * takes the slice at build time, so the page's chunk carries no terms of its own.
 */
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { pageTexts, WithPageTexts } from '../../shared/i18n/page-texts.js';
import { termsOfRequest } from '../../shared/i18n/loader-country.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { paymentOptionsSlice } from '../../shared/terms/payment-options-slice.js';
import { PaymentOptionsView } from '../../features/public-pages/payment-options-view.js';
import '../../shared/styles/public-pages.css';

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    data: paymentOptionsSlice(termsOfRequest(request)),
    texts: await pageTexts(request, ['payment-options']),
  };
}

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.paymentOptions.title');

export default function PaymentOptions() {
  const { data, texts } = useLoaderData<typeof loader>();
  return (
    <WithPageTexts texts={texts}>
      <PaymentOptionsView data={data} />
    </WithPageTexts>
  );
}
