import { Hono, type Context } from 'hono';
import {
  operationList,
  type OperationId,
  type OperationInfo,
} from '../../generated/api/operations.js';
import type { Problem } from '../../generated/entities/types.js';
import { authenticate, bearerToken } from '../auth/middleware.js';
import type { Session } from '../auth/sessions.js';
import type { SandboxClock } from '../clock.js';
import type { Database, Queryable } from '../db/database.js';
import { bankIdAdminRoutes } from '../bankid/admin.js';
import { productImagePrefix, productImageRoutes } from '../images/product-images.js';
import { emailConfirmRoutes } from '../customers/email-confirm-page.js';
import { eidDemoRoutes } from '../oidc/page.js';
import { applicationPageRoutes } from '../loan/application-page.js';
import { paymentPageRoutes } from '../payment-methods/page.js';
import { adminRoutes } from './admin.js';
import { personaRoutes } from './personas.js';
import { OffContractAnswer, checkProblem, encodeAnswer, toResponse } from './answer.js';
import type { Handler, HandlerContext, HandlerTable } from './handler.js';
import { defaultHandlers } from './handlers/index.js';
import { requestHash, runIdempotent, type StoredAnswer } from './idempotency.js';
import { linksFor } from './links.js';
import { ProblemError, problemResponse } from './problem.js';
import { ReadCache, cachedReads } from './read-cache.js';
import { RouteTable } from './route-matcher.js';
import { publicOperations } from './security.js';
import { validateRequest } from './validate-request.js';

export interface SandboxAppOptions {
  readonly db: Database;
  readonly clock: SandboxClock;
  /** Check every answer against the contract (development and tests): off-contract is a 500. */
  readonly validateAnswers: boolean;
  /** Keep repeated payments reads until the data changes (read-cache.ts); on by default. */
  readonly cacheReads?: boolean;
  /** Replaces or adds handlers (tests register probes here). */
  readonly handlers?: HandlerTable;
  /** Where server-side faults are reported; console.error by default. */
  readonly logError?: (line: string) => void;
  /**
   * The app's origin (APP_ORIGIN, checked with parseAppOrigin) for links back into the app when
   * a request carries no allowed X-Source-Host (links.ts); null or unset: the sandbox's own.
   */
  readonly appOrigin?: string | null;
}

/** Core §7: every answer carries a same-origin referrer policy and no-store caching. */
const alwaysHeaders = { 'Referrer-Policy': 'same-origin', 'Cache-Control': 'no-store' } as const;

/**
 * The sandbox provider API: every operation of generated/api/operations.ts, with requests and
 * (optionally) answers checked against the contract, the bearer scheme, and Idempotency-Key
 * handling for money-moving calls.
 */
export function createSandboxApp(options: SandboxAppOptions): Hono {
  const { db, clock, validateAnswers } = options;
  const appOrigin = options.appOrigin ?? null;
  const handlers: HandlerTable = { ...defaultHandlers, ...options.handlers };
  const logError = options.logError ?? ((line: string) => console.error(line));
  const routes = new RouteTable(operationList);
  const readCache = new ReadCache();
  const app = new Hono();

  const problem = (c: Context, error: ProblemError): Response => {
    const body = error.toProblem(new URL(c.req.url).pathname);
    const fault = validateAnswers ? checkProblem(body) : null;
    if (fault) logError(`[sandbox] off-contract problem answer: ${fault}`);
    return problemResponse(body, { ...error.options.headers });
  };

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(alwaysHeaders)) c.res.headers.set(name, value);
  });

  app.onError((error, c) => {
    if (error instanceof ProblemError) return problem(c, error);
    const where = `${c.req.method} ${new URL(c.req.url).pathname}`;
    logError(
      error instanceof OffContractAnswer
        ? `[sandbox] ${error.message} (${where})`
        : `[sandbox] unexpected error on ${where}: ${error.stack ?? String(error)}`,
    );
    return problem(
      c,
      new ProblemError(500, 'Internal Server Error', 'The sandbox failed; see its log.'),
    );
  });

  app.route('/sandbox', adminRoutes(db, clock));
  app.route('/sandbox/personas', personaRoutes(db, clock));
  app.route('/sandbox/bankid', bankIdAdminRoutes(db, clock));
  app.route('/sandbox/pay', paymentPageRoutes(db, clock));
  app.route('/sandbox/loan', applicationPageRoutes(db, clock));
  app.route('/sandbox/eid', eidDemoRoutes(db, clock, appOrigin));
  app.route('/sandbox/emails', emailConfirmRoutes(db, clock, appOrigin));
  // The image service of product images (core §3 Order line), at the brands' template path.
  app.route(productImagePrefix.replace(/\/$/, ''), productImageRoutes(db));

  app.all('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    const matches = routes.match(path);
    if (matches.length === 0) {
      throw new ProblemError(404, 'Not Found', 'No operation of the API has this path.');
    }
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const match = matches.find((m) => m.operation.method === method);
    if (!match) {
      const allow = [...new Set(matches.map((m) => m.operation.method))].join(', ');
      throw new ProblemError(405, 'Method Not Allowed', `This path takes ${allow}.`, {
        headers: { Allow: allow },
      });
    }
    return handle(c, match.operation, match.params);
  });

  async function handle(
    c: Context,
    operation: OperationInfo,
    rawParams: Readonly<Record<string, string>>,
  ): Promise<Response> {
    const id = operation.operationId as OperationId;
    const request = c.req.raw;
    const now = await clock.now();
    const session: Session | null = publicOperations.has(id)
      ? null
      : await authenticate(db, request, now);
    const valid = await validateRequest(operation, rawParams, request);
    const handler = handlers[id] as Handler<OperationId> | undefined;
    if (!handler) {
      throw new ProblemError(501, 'Not Implemented', 'Not implemented in the sandbox yet.');
    }

    const run = async (tx: Queryable): Promise<StoredAnswer> => {
      const ctx: HandlerContext<OperationId> = {
        operationId: id,
        db: tx,
        clock,
        now,
        params: valid.params,
        query: valid.query,
        body: valid.body as HandlerContext<OperationId>['body'],
        session,
        bearerToken: bearerToken(request),
        request,
        links: linksFor(request, appOrigin),
      };
      return encodeAnswer(operation, await handler(ctx), validateAnswers);
    };

    if (session && options.cacheReads !== false && cachedReads.has(id)) {
      const key = `${session.id} ${new URL(request.url).pathname}?${new URLSearchParams(valid.query)}`;
      const changes = db.changes();
      if (changes === null) return toResponse(await run(db));
      return toResponse(await readCache.read(key, changes, now.getTime(), () => run(db)));
    }
    if (!operation.moneyMoving || !valid.idempotencyKey || !session) {
      return toResponse(await run(db));
    }
    const outcome = await runIdempotent(
      db,
      session.customerId,
      valid.idempotencyKey,
      requestHash(operation.method, new URL(request.url).pathname, valid.bodyText),
      run,
      (error) => problemAnswer(error, new URL(request.url).pathname),
    );
    return toResponse(outcome.answer, outcome.replayed ? { 'Idempotency-Replayed': 'true' } : {});
  }

  return app;
}

function problemAnswer(error: ProblemError, instance: string): StoredAnswer {
  const body: Problem = error.toProblem(instance);
  return {
    status: error.status,
    headers: { 'Content-Type': 'application/problem+json', ...error.options.headers },
    body: JSON.stringify(body),
  };
}
