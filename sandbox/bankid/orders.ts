import { createHmac, randomUUID } from 'node:crypto';
import { bankIdHintCodes, type BankIdHint, type LoginState } from '../../generated/codes.js';
import type { BankIdCollectAnswer, BankIdOrder } from '../../generated/entities/types.js';
import { createLoginToken } from '../auth/login-tokens.js';
import type { Queryable } from '../db/database.js';

/**
 * The BankID simulator: orders with the relying-party API v6 life cycle (auth, collect, cancel,
 * animated QR). Orders live in `bankid_orders`; every step is one conditional UPDATE, so parallel
 * polls and admin actions cannot move an order twice.
 *
 * Timing, by the sandbox clock: an order not completed within BankID's order lifetime of
 * 3 minutes fails with `expiredTransaction`; a same-device order whose app has not picked it up
 * after 5 seconds reports `noClient` instead of `outstandingTransaction`.
 */
export const bankIdTiming = {
  /** BankID ends an order that is not completed within 3 minutes (expiredTransaction). */
  orderLifetimeMs: 3 * 60 * 1000,
  /** A same-device order not yet picked up by the app reports noClient after this long. */
  noClientAfterMs: 5 * 1000,
} as const;

export type BankIdStage = 'outstanding' | 'started' | 'userSign';

export interface BankIdOrderRow {
  order_ref: string;
  auto_start_token: string;
  qr_start_token: string;
  qr_start_secret: string;
  demo: boolean;
  same_device: boolean;
  civic_number: string | null;
  status: 'pending' | 'complete' | 'failed';
  stage: BankIdStage;
  hint_code: BankIdHint | null;
  login_state: LoginState | null;
  customer_id: string | null;
  token_issued_at: Date | null;
  started_at: Date;
  ended_at: Date | null;
}

/** Civic number as 12 digits without the dash. */
export const normaliseCivic = (civic: string): string => civic.trim().replace('-', '');

/** Fails every pending order past its lifetime (lazily, on each BankID call and page view). */
export async function expireOrders(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `update bankid_orders
        set status = 'failed', hint_code = 'expiredTransaction',
            ended_at = started_at + $2::int * interval '1 millisecond'
      where status = 'pending' and started_at <= $1`,
    [new Date(now.getTime() - bankIdTiming.orderLifetimeMs), bankIdTiming.orderLifetimeMs],
  );
}

export type StartOutcome =
  | { readonly kind: 'started'; readonly order: BankIdOrder }
  /** No order could be made: parallel starts for the same person kept taking its place. */
  | { readonly kind: 'alreadyInProgress'; readonly order: BankIdOrder | null };

/** How often a start takes the person's place back from a parallel start before it gives up. */
const startAttempts = 3;

/**
 * BankID's auth. With a civic number while that person has a pending order, the newest login
 * wins: the earlier order ends with hint alreadyInProgress (its tab says a newer login took its
 * place and offers to start again) and the new one proceeds, so a person who started twice (two
 * tabs, a reload) can always finish the last one. Only when parallel starts keep taking the place
 * is the start refused; `inBand` (the demo, whose contract has no 409) then records the refused
 * order as failed with hint alreadyInProgress, so its collect shows that login state.
 */
export async function startOrder(
  db: Queryable,
  now: Date,
  request: { readonly sameDevice: boolean; readonly civicNumber: string | null },
  options: { readonly demo: boolean; readonly inBand: boolean },
): Promise<StartOutcome> {
  await expireOrders(db, now);
  const civic = request.civicNumber === null ? null : normaliseCivic(request.civicNumber);
  const fresh = (): BankIdOrder => ({
    orderRef: randomUUID(),
    autoStartToken: randomUUID(),
    qrStartToken: randomUUID(),
  });
  const insert = async (
    order: BankIdOrder,
    status: 'pending' | 'failed',
    hint: BankIdHint | null,
  ): Promise<number> => {
    const { rowCount } = await db.query(
      `insert into bankid_orders
         (order_ref, auto_start_token, qr_start_token, qr_start_secret, demo, same_device,
          civic_number, status, hint_code, started_at, ended_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (civic_number) where status = 'pending' and civic_number is not null
       do nothing`,
      [
        order.orderRef,
        order.autoStartToken,
        order.qrStartToken,
        randomUUID(),
        options.demo,
        request.sameDevice,
        // A refused order keeps no civic number, so it never blocks the unique pending index.
        status === 'pending' ? civic : null,
        status,
        hint,
        now,
        status === 'pending' ? null : now,
      ],
    );
    return rowCount;
  };

  const order = fresh();
  for (let attempt = 0; attempt < startAttempts; attempt++) {
    if (civic !== null) await supersedePendingFor(db, civic, now);
    // The unique pending index lets one start per person in; a parallel one that got in between
    // is superseded on the next round, since this start came after it.
    if ((await insert(order, 'pending', null)) === 1) return { kind: 'started', order };
  }
  if (!options.inBand) return { kind: 'alreadyInProgress', order: null };
  await insert(order, 'failed', 'alreadyInProgress');
  return { kind: 'alreadyInProgress', order };
}

/**
 * A newer order for the same person ends the pending one: its collect fails with hint
 * alreadyInProgress (the login state of the same name), so its page says a newer login took its
 * place. Not `cancelled`/newOrder: that is the person starting anew in the BankID app itself.
 */
async function supersedePendingFor(db: Queryable, civic: string, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `update bankid_orders set status = 'failed', hint_code = 'alreadyInProgress', ended_at = $2
      where civic_number = $1 and status = 'pending'`,
    [civic, now],
  );
  return rowCount;
}

export async function findOrder(
  db: Queryable,
  orderRef: string,
  now: Date,
): Promise<BankIdOrderRow | null> {
  await expireOrders(db, now);
  const { rows } = await db.query<BankIdOrderRow>(
    'select * from bankid_orders where order_ref = $1',
    [orderRef],
  );
  return rows[0] ?? null;
}

/**
 * The login state a failed order shows: the one stored with it (a failure the hint table does not
 * name, or names otherwise: idNotFound, newOrder, serverError, ...), else its hint's from the
 * bankIdHint code table (the QR variant of startFailed for another device).
 */
export function loginStateOf(row: BankIdOrderRow): LoginState | undefined {
  if (row.login_state !== null) return row.login_state;
  if (row.hint_code === null) return undefined;
  const entry = bankIdHintCodes.find((h) => h.code === row.hint_code);
  if (!entry || entry.phase !== 'failed') return undefined;
  if (!row.same_device && 'qrLoginState' in entry) return entry.qrLoginState;
  return entry.loginState;
}

export function pendingHint(row: BankIdOrderRow, now: Date): BankIdHint {
  if (row.stage === 'started') return 'started';
  if (row.stage === 'userSign') return 'userSign';
  const waited = now.getTime() - row.started_at.getTime();
  return row.same_device && waited >= bankIdTiming.noClientAfterMs
    ? 'noClient'
    : 'outstandingTransaction';
}

/**
 * BankID's collect, in the contract's shape. The one-time login token is handed out once, by the
 * first collect that sees the order complete (only its hash is stored); later collects answer
 * complete without it.
 */
export async function collectOrder(
  db: Queryable,
  row: BankIdOrderRow,
  now: Date,
): Promise<BankIdCollectAnswer> {
  if (row.status === 'pending') {
    return { orderRef: row.order_ref, status: 'pending', hintCode: pendingHint(row, now) };
  }
  if (row.status === 'failed') {
    const loginState = loginStateOf(row);
    return {
      orderRef: row.order_ref,
      status: 'failed',
      ...(row.hint_code === null ? {} : { hintCode: row.hint_code }),
      ...(loginState === undefined ? {} : { loginState }),
    };
  }
  const { rows } = await db.query<{ customer_id: string }>(
    `update bankid_orders set token_issued_at = $2
      where order_ref = $1 and status = 'complete' and token_issued_at is null
      returning customer_id`,
    [row.order_ref, now],
  );
  const customerId = rows[0]?.customer_id;
  if (!customerId) return { orderRef: row.order_ref, status: 'complete' };
  const loginToken = await createLoginToken(db, customerId, now);
  return { orderRef: row.order_ref, status: 'complete', loginToken };
}

/** The RP's cancel: a pending order fails with `cancelled`; an ended or unknown one is left. */
export async function cancelOrder(
  db: Queryable,
  orderRef: string,
  demo: boolean,
  now: Date,
): Promise<void> {
  await expireOrders(db, now);
  await db.query(
    `update bankid_orders set status = 'failed', hint_code = 'cancelled', ended_at = $3
      where order_ref = $1 and demo = $2 and status = 'pending'`,
    [orderRef, demo, now],
  );
}

/** Whole seconds since the order started, by the sandbox clock. */
export const qrSeconds = (row: BankIdOrderRow, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - row.started_at.getTime()) / 1000));

/** BankID's animated QR: bankid.{qrStartToken}.{seconds}.{HMAC-SHA256(qrStartSecret, seconds)}. */
export function qrData(qrStartToken: string, qrStartSecret: string, seconds: number): string {
  const auth = createHmac('sha256', qrStartSecret).update(String(seconds)).digest('hex');
  return `bankid.${qrStartToken}.${seconds}.${auth}`;
}

/**
 * What the simulated BankID app page (and scripts) can do to a pending order: the person's steps,
 * and every way a BankID login can end that the spec's login states name (core §4). Each failure
 * is what BankID's relying-party API v6 would report, turned into the contract's collect answer:
 * - `hint`: a failed collect's hintCode (BankID's own failure reasons); the login state follows
 *   from the bankIdHint code table (startFailed becomes startFailedQr for a QR order);
 * - `errorCode`: BankID answered the provider's call with this error instead (HTTP 4xx/5xx); the
 *   provider ends the order and collect answers failed without a hintCode;
 * - `loginState`: the state collect answers, where the code table gives none (or another one).
 */
export interface AdminActionSpec {
  readonly label: string;
  readonly group: 'progress' | 'person' | 'bankid' | 'provider';
  readonly effect:
    | { readonly kind: 'stage'; readonly to: BankIdStage; readonly from: readonly BankIdStage[] }
    | { readonly kind: 'approve' }
    | {
        readonly kind: 'fail';
        readonly hint: BankIdHint | null;
        readonly errorCode: BankIdErrorCode | null;
        readonly loginState: LoginState | null;
      };
}

/** BankID RP API v6 error codes (an answer with HTTP status instead of a collect result). */
export type BankIdErrorCode = 'invalidParameters' | 'requestTimeout' | 'internalError';

const failWith = (
  hint: BankIdHint | null,
  errorCode: BankIdErrorCode | null,
  loginState: LoginState | null,
): AdminActionSpec['effect'] => ({ kind: 'fail', hint, errorCode, loginState });

export const adminActionTable = {
  scan: {
    label: 'Scan QR / open app (started)',
    group: 'progress',
    effect: { kind: 'stage', to: 'started', from: ['outstanding', 'started'] },
  },
  sign: {
    label: 'Enter security code (userSign)',
    group: 'progress',
    effect: { kind: 'stage', to: 'userSign', from: ['outstanding', 'started', 'userSign'] },
  },
  approve: { label: 'Approve', group: 'progress', effect: { kind: 'approve' } },
  decline: {
    label: 'Decline (userCancel)',
    group: 'person',
    effect: failWith('userCancel', null, null),
  },
  'new-order': {
    label: 'Start a new order elsewhere (cancelled: newOrder)',
    group: 'person',
    effect: failWith('cancelled', null, 'newOrder'),
  },
  expire: {
    label: 'Let it expire (expiredTransaction)',
    group: 'bankid',
    effect: failWith('expiredTransaction', null, null),
  },
  'fail-certificate': {
    label: 'Certificate error (certificateErr)',
    group: 'bankid',
    effect: failWith('certificateErr', null, null),
  },
  'fail-start': {
    label: 'Start failed (startFailed; startFailedQr on QR)',
    group: 'bankid',
    effect: failWith('startFailed', null, null),
  },
  'not-supported': {
    label: 'App cannot do this order (notSupportedByApp)',
    group: 'bankid',
    effect: failWith(null, null, 'notSupportedByApp'),
  },
  'fail-unknown': {
    label: 'Failed, hint unknown to the provider (failed)',
    group: 'bankid',
    effect: failWith(null, null, 'failed'),
  },
  'error-invalid': {
    label: 'BankID refuses the call: invalidParameters (error)',
    group: 'provider',
    effect: failWith(null, 'invalidParameters', 'error'),
  },
  'error-timeout': {
    label: 'BankID call timed out: requestTimeout (bankIdTimeout)',
    group: 'provider',
    effect: failWith(null, 'requestTimeout', 'bankIdTimeout'),
  },
  'error-internal': {
    label: 'BankID server error: internalError (serverError)',
    group: 'provider',
    effect: failWith(null, 'internalError', 'serverError'),
  },
  'no-answer': {
    label: 'BankID does not answer in time (timeout)',
    group: 'provider',
    effect: failWith(null, null, 'timeout'),
  },
} as const satisfies Record<string, AdminActionSpec>;

export type AdminAction = keyof typeof adminActionTable;
export const adminActions = Object.keys(adminActionTable) as readonly AdminAction[];
export const isAdminAction = (value: string): value is AdminAction =>
  Object.hasOwn(adminActionTable, value);

/** The BankID error code behind a failed order's login state, for the admin answer and page. */
export function errorCodeOf(row: BankIdOrderRow): BankIdErrorCode | null {
  if (row.status !== 'failed' || row.hint_code !== null) return null;
  for (const spec of Object.values(adminActionTable) as AdminActionSpec[]) {
    if (spec.effect.kind === 'fail' && spec.effect.loginState === row.login_state) {
      return spec.effect.errorCode;
    }
  }
  return null;
}

/**
 * What the person (or BankID) does in the simulated BankID app. Answers the order afterwards, or
 * null when the order is unknown or no longer pending.
 */
export async function applyAction(
  db: Queryable,
  orderRef: string,
  action: AdminAction,
  now: Date,
  chosenCivic: string | null,
): Promise<BankIdOrderRow | null> {
  await expireOrders(db, now);
  const effect: AdminActionSpec['effect'] = adminActionTable[action].effect;
  let result;
  switch (effect.kind) {
    case 'stage':
      result = await db.query<BankIdOrderRow>(
        `update bankid_orders set stage = $2
          where order_ref = $1 and status = 'pending' and stage = any($3::text[]) returning *`,
        [orderRef, effect.to, `{${effect.from.join(',')}}`],
      );
      break;
    case 'fail':
      result = await db.query<BankIdOrderRow>(
        `update bankid_orders set status = 'failed', hint_code = $2, login_state = $3,
            ended_at = $4
          where order_ref = $1 and status = 'pending' returning *`,
        [orderRef, effect.hint, effect.loginState, now],
      );
      break;
    case 'approve':
      result = await approve(db, orderRef, now, chosenCivic);
      break;
  }
  return result.rows[0] ?? null;
}

/**
 * The person identifies. The order's civic number wins; without one the person chosen on the
 * page. A person who is not a customer ends the login with idNotFound (BankID itself completes).
 */
async function approve(db: Queryable, orderRef: string, now: Date, chosenCivic: string | null) {
  const { rows } = await db.query<{ civic_number: string | null }>(
    `select civic_number from bankid_orders where order_ref = $1 and status = 'pending'`,
    [orderRef],
  );
  const order = rows[0];
  if (!order) return { rows: [] as BankIdOrderRow[], rowCount: 0 };
  const civic = order.civic_number ?? (chosenCivic ? normaliseCivic(chosenCivic) : null);
  const customer = civic
    ? (
        await db.query<{ id: string }>(
          `select id from customers where country = 'se' and replace(civic_number, '-', '') = $1`,
          [civic],
        )
      ).rows[0]
    : undefined;
  if (!customer) {
    return db.query<BankIdOrderRow>(
      `update bankid_orders set status = 'failed', login_state = 'idNotFound', ended_at = $2
        where order_ref = $1 and status = 'pending' returning *`,
      [orderRef, now],
    );
  }
  return db.query<BankIdOrderRow>(
    `update bankid_orders set status = 'complete', customer_id = $2, ended_at = $3
      where order_ref = $1 and status = 'pending' returning *`,
    [orderRef, customer.id, now],
  );
}

/** Pending orders for the approval page, newest first. */
export async function pendingOrders(db: Queryable, now: Date): Promise<BankIdOrderRow[]> {
  await expireOrders(db, now);
  const { rows } = await db.query<BankIdOrderRow>(
    `select * from bankid_orders where status = 'pending' order by started_at desc limit 100`,
  );
  return rows;
}

/** Swedish customers, for choosing who identifies on an order without a civic number. */
export async function swedishCustomers(
  db: Queryable,
): Promise<{ civic_number: string; name: string }[]> {
  const { rows } = await db.query<{ civic_number: string; name: string }>(
    `select civic_number, name from customers where country = 'se' order by name`,
  );
  return rows;
}
