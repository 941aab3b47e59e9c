/**
 * Payment protection insurance: premium, cover and eligibility from the country terms, the
 * documents and the brands that offer it. The loader takes the slice at build time.
 * The page leaves out the framework (`hydrate: false`): Denmark's coverage popups are its one
 * island (features/insurance/coverage-island.tsx, runtime/islands/ppi.tsx).
 */
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { pageTexts, WithPageTexts } from '../../shared/i18n/page-texts.js';
import { countryOfRequest, termsOfRequest } from '../../shared/i18n/loader-country.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { ppiPageSlice } from '../../features/insurance/ppi-slice.js';
import { PpiView } from '../../features/insurance/ppi-view.js';
import '../../shared/styles/public-pages.css';

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    data: ppiPageSlice(countryOfRequest(request), termsOfRequest(request)),
    texts: await pageTexts(request, ['ppi']),
  };
}

export const meta: MetaFunction = ({ location }) => pageTitle(location.pathname, 'route.ppi.title');

export default function Ppi() {
  const { data, texts } = useLoaderData<typeof loader>();
  return (
    <WithPageTexts texts={texts}>
      <PpiView data={data} />
    </WithPageTexts>
  );
}
