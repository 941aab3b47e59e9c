/** Logging in as a persona from the toolbar or the admin page: then the logged-in home. */
import type { CountryCode } from '../../../generated/countries/index.js';
import { loginAs } from './preview-api.js';

export async function loginAndOpenHome(country: CountryCode, civicNumber: string): Promise<void> {
  await loginAs(civicNumber);
  location.assign(`/${country}/app`);
}
