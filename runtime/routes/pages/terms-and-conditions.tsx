/**
 * Terms and conditions, with the credit terms of the page's country as PDF (content/entries/terms-and-conditions.yaml).
 * The loader takes the entry in the page's language at build time.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { ContentArticle } from '../../shared/content/content-sections.js';
import { contentOfRequest } from '../../shared/content/load.js';
import { contentMeta } from '../../shared/content/meta.js';

export async function loader({ request }: LoaderFunctionArgs) {
  return contentOfRequest('terms-and-conditions', request);
}

export function meta({ data }: MetaArgs<typeof loader>) {
  return contentMeta(data);
}

export default function TermsAndConditions() {
  return <ContentArticle content={useLoaderData<typeof loader>()} />;
}
