/**
 * An island (docs/decisions/0026-islands-on-framework-free-pages.md): the one interactive part of
 * a page that otherwise leaves out the framework. The page draws it inside `<Island>` as any other
 * part; the build gives the page the enhancement script instead of React Router, and that script
 * hydrates only this element, with React alone and the props written on it
 * (runtime/islands/<name>.tsx). A logged-in visitor gets the app, which hydrates the whole page,
 * this element included, as it was prerendered.
 *
 * The two ways of hydrating see the island at different depths of the tree, so React's `useId`
 * would give its elements other ids in the browser than in the prerendered page, and React does
 * not mend attributes when it hydrates: inside an island, ids come from the island's name and a
 * key the part chooses (`useScopedId`), the same wherever it is drawn.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './island-element.js';

export type { IslandName };

const IslandScope = createContext<IslandName | null>(null);

/**
 * Draws `children` as the island `name`, its `props` written on the element for the island's
 * entry to hydrate it with. The entry must draw from them exactly what `children` draws here.
 */
export function Island<Props>({
  name,
  props,
  children,
}: {
  name: IslandName;
  props: Props;
  children: ReactNode;
}) {
  return (
    <div
      className="island"
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
    >
      <InIsland name={name}>{children}</InIsland>
    </div>
  );
}

/** For an island's entry: what it hydrates inside, the scope its ids come from. */
export function InIsland({ name, children }: { name: IslandName; children: ReactNode }) {
  return <IslandScope.Provider value={name}>{children}</IslandScope.Provider>;
}

/**
 * An id for an element and those tied to it (a label's `for`, `aria-describedby`): React's own
 * outside an island; inside, the island's name and `key`, which must be unique in the island.
 */
export function useScopedId(key: string | undefined): string {
  const reactId = useId();
  const island = useContext(IslandScope);
  if (island === null) return reactId;
  if (!key) throw new Error(`a part of the ${island} island needs a key for its id`);
  return `${island}-${key}`;
}
