/**
 * What the customer's login screen offers (issue 17): one e-ID, the first the country's terms
 * list (BankID in Sweden, the national e-ID through its broker elsewhere), and the e-mail link.
 * The demo logins and a second broker of the same e-ID keep their own pages (login/providers/*)
 * for the sandbox, the admin preview and the tests: a customer sees neither a test login nor the
 * vendor behind their e-ID.
 */

/** The logins that are a national e-ID (each with a -demo twin that is a test login). */
const eids: readonly string[] = ['bankid', 'criipto', 'signicat'];

/** The country's providers (its terms' order) a customer chooses from on the login screen. */
export function customerProviders(listed: readonly string[]): string[] {
  const eid = listed.find((provider) => eids.includes(provider));
  return listed.filter((provider) => provider === eid || provider === 'email');
}
