/**
 * Private loan (se, no, fi; the route table leaves dk out): the loan in brief, a working
 * calculator and the questions and answers, all from the country's loan terms. The loader takes
 * the slice at build time. The page leaves out the framework (`hydrate: false`): its content is
 * an island (runtime/islands/private-loan.tsx hydrates it from the same props).
 */
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { pageTexts, WithPageTexts } from '../../shared/i18n/page-texts.js';
import { termsOfRequest } from '../../shared/i18n/loader-country.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { privateLoanSlice } from '../../features/loan/private-loan-slice.js';
import { PrivateLoanView } from '../../features/loan/private-loan-view.js';
import { Island } from '../../shared/islands/island.js';
import '../../shared/styles/public-pages.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const slice = privateLoanSlice(termsOfRequest(request));
  // Only reachable if the route table offered the page in a country without the loan.
  if (!slice) throw new Response(null, { status: 404 });
  return { data: slice, texts: await pageTexts(request, ['private-loan']) };
}

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.privateLoan.title');

export default function PrivateLoan() {
  const { data, texts } = useLoaderData<typeof loader>();
  return (
    <WithPageTexts texts={texts}>
      <Island name="private-loan" props={{ data, texts }}>
        <PrivateLoanView data={data} />
      </Island>
    </WithPageTexts>
  );
}
