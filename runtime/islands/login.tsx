/**
 * The login pages' island: the login screen (every provider, the e-mail link, BankID), drawn
 * from the props features/login/login-island.tsx writes. Its texts are the route's parts, loaded
 * as the app loads them; the pages have no texts of their own in their data.
 */
import type { CountryCode } from '../../generated/countries/index.js';
import type { LoginScreenProps } from '../features/login/login-island.js';
import { loadOpeningParts, LoginScreen } from '../features/login/screen.js';
import {
  hydrateIsland,
  prepareTexts,
  type IslandHydrate,
  type IslandPrepare,
} from './hydrate-island.js';

/** The texts, and on a provider's page what it opens at once (BankID and its QR code). */
export const prepare: IslandPrepare = (props) =>
  Promise.all([prepareTexts(props), loadOpeningParts((props as LoginScreenProps).open)]);

export const hydrate: IslandHydrate = (element: Element, country: CountryCode, props: unknown) =>
  hydrateIsland(element, 'login', country, {}, <LoginScreen {...(props as LoginScreenProps)} />);
