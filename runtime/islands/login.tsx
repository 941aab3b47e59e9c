/**
 * The login pages' island: the login screen (every provider, the e-mail link, BankID), drawn
 * from the props features/login/login-island.tsx writes. Its texts are the route's parts, loaded
 * as the app loads them; the pages have no texts of their own in their data.
 */
import type { CountryCode } from '../../generated/countries/index.js';
import type { LoginScreenProps } from '../features/login/login-island.js';
import { LoginScreen } from '../features/login/screen.js';
import { hydrateIsland, type IslandHydrate } from './hydrate-island.js';

export const hydrate: IslandHydrate = (element: Element, country: CountryCode, props: unknown) =>
  hydrateIsland(element, 'login', country, {}, <LoginScreen {...(props as LoginScreenProps)} />);
