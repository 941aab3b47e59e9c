/**
 * The accessibility statement's island: the form that reports a barrier, drawn from the props
 * features/accessibility/report-island.tsx writes (the report's texts; its errors are core texts,
 * which the island loads as the app does).
 */
import type { CountryCode } from '../../generated/countries/index.js';
import { ReportForm } from '../features/accessibility/report-form.js';
import type { ReportIslandProps } from '../features/accessibility/report-island.js';
import { hydrateIsland, prepareTexts, type IslandHydrate } from './hydrate-island.js';

export const prepare = prepareTexts;

export const hydrate: IslandHydrate = (element: Element, country: CountryCode, props: unknown) =>
  hydrateIsland(
    element,
    'accessibility-report',
    country,
    (props as ReportIslandProps).texts,
    <ReportForm />,
  );
