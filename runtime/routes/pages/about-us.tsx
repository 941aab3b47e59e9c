/**
 * About us: who Nordpay is and how it works (content/entries/about-us.yaml).
 * The loader takes the entry in the page's language at build time.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { ContentArticle } from '../../shared/content/content-sections.js';
import { contentOfRequest } from '../../shared/content/load.js';
import { contentMeta } from '../../shared/content/meta.js';

export async function loader({ request }: LoaderFunctionArgs) {
  return contentOfRequest('about-us', request);
}

export function meta({ data }: MetaArgs<typeof loader>) {
  return contentMeta(data);
}

export default function AboutUs() {
  return <ContentArticle content={useLoaderData<typeof loader>()} />;
}
