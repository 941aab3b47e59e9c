import type { z } from 'zod';
import type { OperationId, operations } from '../../generated/api/operations.js';
import type { schemas } from '../../generated/entities/zod.js';
import type { SandboxClock } from '../clock.js';
import type { Queryable } from '../db/database.js';
import type { Session } from '../auth/sessions.js';
import type { Links } from './links.js';

type SchemaOf<Name> = Name extends keyof typeof schemas ? z.infer<(typeof schemas)[Name]> : never;

/** The validated JSON body of an operation, `undefined` when it takes none. */
export type RequestBody<Id extends OperationId> =
  (typeof operations)[Id]['requestSchema'] extends null
    ? undefined
    : SchemaOf<(typeof operations)[Id]['requestSchema']>;

/** What a handler answers for success; errors are thrown as ProblemError. */
export type AnswerBody<Id extends OperationId> =
  (typeof operations)[Id]['answerSchema'] extends null
    ? (typeof operations)[Id]['answerKind'] extends 'blob' | 'text'
      ? Uint8Array | string
      : undefined
    : SchemaOf<(typeof operations)[Id]['answerSchema']>;

export interface HandlerContext<Id extends OperationId> {
  readonly operationId: Id;
  /** The database, or the transaction of a money-moving call: use this, never another handle. */
  readonly db: Queryable;
  readonly clock: SandboxClock;
  /** The sandbox time of this request, read once so a handler sees one consistent instant. */
  readonly now: Date;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly body: RequestBody<Id>;
  /** The caller's session for operations behind the bearer scheme, null for public ones. */
  readonly session: Session | null;
  readonly bearerToken: string | null;
  readonly request: Request;
  /** Where to send the browser: the app's origin (X-Source-Host, APP_ORIGIN) and the sandbox's. */
  readonly links: Links;
}

export interface HandlerAnswer<Id extends OperationId> {
  readonly body: AnswerBody<Id>;
  /** Defaults to the operation's success status. */
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
}

export type Handler<Id extends OperationId> = (
  ctx: HandlerContext<Id>,
) => Promise<HandlerAnswer<Id>>;

/** Handlers by operationId; an operation without one answers 501. */
export type HandlerTable = { readonly [Id in OperationId]?: Handler<Id> };
