/**
 * The accessibility statement (issue 19): the country's law and supervising authority from its
 * terms, the page's texts with its data; the loader takes both at build time. The page leaves out
 * the framework (`hydrate: false`): its barrier report is an island
 * (features/accessibility/report-island.tsx, runtime/islands/accessibility-report.tsx).
 */
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { AccessibilityView } from '../../features/accessibility/accessibility-view.js';
import { termsOfRequest } from '../../shared/i18n/loader-country.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { pageTexts, WithPageTexts } from '../../shared/i18n/page-texts.js';
import '../../shared/styles/public-pages.css';

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    facts: termsOfRequest(request).accessibility,
    texts: await pageTexts(request, ['accessibility']),
  };
}

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.accessibility.title');

export default function Accessibility() {
  const { facts, texts } = useLoaderData<typeof loader>();
  return (
    <WithPageTexts texts={texts}>
      <AccessibilityView facts={facts} />
    </WithPageTexts>
  );
}
