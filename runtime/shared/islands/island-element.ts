/**
 * What marks an island in a page (island.tsx draws it), without React: the enhancement script
 * finds the islands of its page with it (runtime/enhance/main.ts).
 */

/**
 * The islands there are, each named for the content it is (the private-loan page's, the login
 * screen of the login pages, the income verification's return page's, the accessibility
 * statement's barrier report, the coverage popups of the insurance pages); each has its module
 * in runtime/islands/<name>.tsx.
 */
export const ISLAND_NAMES = [
  'private-loan',
  'login',
  'income-callback',
  'accessibility-report',
  'ppi',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** The attribute naming the island an element is, and the one holding its props as JSON. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** The island an element is and the props it was drawn with; null when it is not one. */
export function islandOf(element: Element): { name: IslandName; props: unknown } | null {
  const name = element.getAttribute(ISLAND_ATTRIBUTE);
  const props = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  if (!(ISLAND_NAMES as readonly (string | null)[]).includes(name) || props === null) return null;
  return { name: name as IslandName, props: JSON.parse(props) as unknown };
}
