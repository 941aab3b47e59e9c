/**
 * A brand's insurance page (`ppi/:brand`), prerendered for every brand in every country. A brand
 * without the insurance in the country gets a page that says so and links the general page.
 */
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { countryOfRequest, termsOfRequest } from '../public/loader-country.js';
import { pageTitle } from '../public/page-meta.js';
import { ppiBrandSlice } from '../public/ppi-slice.js';
import { PpiBrandView } from '../public/ppi-view.js';
import '../styles/public-pages.css';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return ppiBrandSlice(countryOfRequest(request), termsOfRequest(request), params['brand'] ?? '');
}

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  pageTitle(location.pathname, 'page.ppi.brand.title', { brand: loaderData?.brandName ?? '' });

export default function PpiBrand() {
  return <PpiBrandView data={useLoaderData<typeof loader>()} />;
}
