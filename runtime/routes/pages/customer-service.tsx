/**
 * Customer service: opening hours and timings from the country terms, the way to self-service
 * and the questions and answers. The loader takes the slice at build time.
 */
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { pageTexts, WithPageTexts } from '../../shared/i18n/page-texts.js';
import { customerServiceSlice } from '../../shared/terms/customer-service-slice.js';
import { CustomerServiceView } from '../../features/public-pages/customer-service-view.js';
import { countryOfRequest, termsOfRequest } from '../../shared/i18n/loader-country.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import '../../shared/styles/public-pages.css';

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    data: customerServiceSlice(countryOfRequest(request), termsOfRequest(request)),
    texts: await pageTexts(request, ['customer-service', 'payment-options']),
  };
}

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.customerService.title');

export default function CustomerService() {
  const { data, texts } = useLoaderData<typeof loader>();
  return (
    <WithPageTexts texts={texts}>
      <CustomerServiceView data={data} />
    </WithPageTexts>
  );
}
