/**
 * The page the confirmation link of an added e-mail address opens (email-confirmations.ts), at
 * the sandbox's own address like its other pages: an open link adds the address and sends the
 * browser to the customer's e-mail page in the app (at APP_ORIGIN, else where `npm start` serves
 * it, as mail links are: never from the request); any other link gets a short page saying so.
 */
import { Hono } from 'hono';
import type { SandboxClock } from '../clock.js';
import { sandboxConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { appUrl } from '../http/links.js';
import { customerCountry } from '../income/monthio.js';
import { confirmEmail } from './email-confirmations.js';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const refusedPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Link not valid</title></head>
<body><main><h1>This link is not valid</h1>
<p>It has been used or has expired, or the address cannot be added. Add the address again in the app to get a new link.</p>
</main></body></html>`;

export function emailConfirmRoutes(db: Database, clock: SandboxClock, appOrigin: string | null) {
  const page = new Hono();
  page.get('/confirm', async (c) => {
    const token = c.req.query('token') ?? '';
    const now = await clock.now();
    const outcome = tokenPattern.test(token)
      ? await db.transaction((tx) => confirmEmail(tx, token, now))
      : ({ kind: 'refused' } as const);
    if (outcome.kind === 'refused') return c.html(refusedPage, 410);
    const country = (await customerCountry(db, outcome.customerId)) ?? 'se';
    const origin = appOrigin ?? sandboxConfig.defaultAppOrigin;
    return c.redirect(appUrl(origin, `/${country}/app/profile/emails`).toString(), 303);
  });
  return page;
}
