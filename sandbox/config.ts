/**
 * The sandbox's own figures. The spec gives no session or token lifetimes (core §4, §9 are
 * silent), so these are ours: chosen to be like a bank's self-service and short enough that
 * tests reach every expiry by moving the sandbox clock instead of waiting.
 */
export const sandboxConfig = {
  /** A session ends after this long without a call (typical for Nordic bank sites). */
  sessionInactivityMs: 15 * 60 * 1000,
  /** A session ends this long after login however active it is. */
  sessionAbsoluteMs: 12 * 60 * 60 * 1000,
  /**
   * A session's last use is written at most this often, so a session may end up to this much
   * before its full inactivity period, never after it.
   */
  sessionTouchIntervalMs: 10 * 1000,
  /** A one-time login token from the e-mail link can be exchanged this long after it was sent. */
  loginTokenLifetimeMs: 15 * 60 * 1000,
  /** The link that confirms an added e-mail address works this long (a day: mail can be slow). */
  emailConfirmationLifetimeMs: 24 * 60 * 60 * 1000,
  /** Largest request body accepted; every contract body is far smaller (the client log's 200 entries fit). */
  maxBodyBytes: 512 * 1024,
  /**
   * An idempotency reservation still marked running after this long belongs to a request whose
   * process died: its transaction rolled back, so another attempt may take the key over.
   */
  idempotencyStaleMs: 60 * 1000,
  /** The contract keeps the first answer of a money-moving call for 24 hours (api.yaml). */
  idempotencyRetentionMs: 24 * 60 * 60 * 1000,
  /**
   * The app's public origin when APP_ORIGIN is not set: where `npm start` serves it. Links in
   * mails are built from it (or APP_ORIGIN), never from a request's host: a mail is opened
   * later, elsewhere, and a forged Host header must not choose where it points.
   */
  defaultAppOrigin: 'http://127.0.0.1:3000',
  /** Where the embedded database lives when DATABASE_URL is not set. */
  defaultDataDir: '.data/sandbox',
  defaultPort: 4010,
} as const;
