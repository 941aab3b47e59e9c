/**
 * A brand's insurance page (`ppi/:brand`), prerendered for every brand in every country. A brand
 * without the insurance in the country gets a page that says so and links the general page.
 * The page leaves out the framework (`hydrate: false`): Denmark's coverage popups are its one
 * island (features/insurance/coverage-island.tsx, runtime/islands/ppi.tsx).
 */
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { pageTexts, WithPageTexts } from '../../shared/i18n/page-texts.js';
import { countryOfRequest, termsOfRequest } from '../../shared/i18n/loader-country.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { ppiBrandSlice } from '../../features/insurance/ppi-slice.js';
import { PpiBrandView } from '../../features/insurance/ppi-view.js';
import '../../shared/styles/public-pages.css';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return {
    data: ppiBrandSlice(countryOfRequest(request), termsOfRequest(request), params['brand'] ?? ''),
    texts: await pageTexts(request, ['ppi']),
  };
}

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  pageTitle(
    location.pathname,
    'page.ppi.brand.title',
    { brand: loaderData?.data.brandName ?? '' },
    loaderData?.texts,
  );

export default function PpiBrand() {
  const { data, texts } = useLoaderData<typeof loader>();
  return (
    <WithPageTexts texts={texts}>
      <PpiBrandView data={data} />
    </WithPageTexts>
  );
}
