/**
 * Sandbox-only persona routes (never in the contract): the demo customers of a country, and a
 * one-time login token for one of them, so a preview logs in as any persona in one click without
 * the e-mail round trip. The token is the e-mail link's kind (auth/login-tokens.ts): exchanged
 * once at validateToken, by the preview's web server, never shown to a page.
 */
import { Hono } from 'hono';
import type { SandboxClock } from '../clock.js';
import { createLoginToken } from '../auth/login-tokens.js';
import type { Database } from '../db/database.js';
import { personas } from '../seed/personas.js';
import { ProblemError } from './problem.js';

export function personaRoutes(db: Database, clock: SandboxClock): Hono {
  const routes = new Hono();

  routes.get('/', (c) => {
    const country = c.req.query('country');
    return c.json({
      personas: personas
        .filter((persona) => !country || persona.country === country)
        .map((persona) => ({
          civicNumber: persona.civicNumber,
          country: persona.country,
          name: persona.name,
          email: persona.emails.find((email) => email.primary)?.value ?? null,
          shows: persona.shows,
        })),
    });
  });

  routes.post('/:civicNumber/login', async (c) => {
    const { rows } = await db.query<{ id: string }>(
      'select id from customers where civic_number = $1',
      [c.req.param('civicNumber')],
    );
    const customer = rows[0];
    if (!customer) throw new ProblemError(404, 'Not Found', 'No customer has this civic number.');
    return c.json({ token: await createLoginToken(db, customer.id, await clock.now()) });
  });

  return routes;
}
