/**
 * A sandbox persona's e-mail login link, as a customer gets one: asked for through the web
 * server as the login page does, then read from the sandbox outbox. Plain fetches and no test
 * runner, so the e2e suite (support/login.ts, which adds a lock across its workers) and the web
 * benchmark (scripts/bench/logged-in.ts) ask the same way.
 */
import type { CountryCode } from '../../../generated/countries/index.js';

/**
 * The newest login link in the sandbox outbox for `email` (newest first), as the mail carries it:
 * absolute, at the sandbox's APP_ORIGIN (which is not the test's web server when that runs on a
 * free port).
 */
export async function newestMailLinkAt(apiUrl: string, email: string): Promise<string> {
  const answer = await fetch(
    `${apiUrl.replace(/\/$/, '')}/sandbox/outbox?to=${encodeURIComponent(email)}`,
  );
  const { messages } = (await answer.json()) as { messages: { link: string | null }[] };
  const link = messages[0]?.link;
  if (!link) throw new Error(`no login link for ${email}`);
  return link;
}

/**
 * The path of the newest login link for `email` (`/<country>/login?validate=...`), for a test to
 * open at the web server it runs, whatever origin the mail names.
 */
export async function newestLinkAt(apiUrl: string, email: string): Promise<string> {
  const link = new URL(await newestMailLinkAt(apiUrl, email));
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * Asks for a login link for `email` at the web server `webUrl` and answers its path:
 * `/<country>/login?validate=...`. Two asks for one persona at once would read the same newest
 * link: callers running in parallel keep them apart (support/login.ts).
 */
export async function askLoginLink(
  stack: { readonly webUrl: string; readonly apiUrl: string },
  email: string,
  country: CountryCode,
): Promise<string> {
  const answer = await fetch(`${stack.webUrl}/service/auth/email/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: stack.webUrl },
    body: JSON.stringify({ email, country }),
  });
  if (!answer.ok) throw new Error(`the e-mail link request answered ${answer.status}`);
  return newestLinkAt(stack.apiUrl, email);
}
