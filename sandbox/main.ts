/**
 * Starts the sandbox provider API: `tsx sandbox/main.ts`.
 * Environment: PORT (default 4010), DATABASE_URL (PostgreSQL; otherwise PGlite in
 * SANDBOX_DATA_DIR, default .data/sandbox, created when missing and locked to this process:
 * db/data-dir-lock.ts), SANDBOX_VALIDATE_ANSWERS=0 to skip answer checks (they are on by default:
 * the sandbox is for development and tests), SANDBOX_CACHE_READS=0 to compute every payments
 * read afresh (the benchmark measures both), APP_ORIGIN (the app's origin for links back into it
 * when a request names none; sandbox/http/links.ts).
 */
import { sandboxConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open.js';
import { personas } from './seed/personas.js';
import { seedIfEmpty } from './seed/seed.js';
import { parseAppOrigin } from './http/links.js';
import { listen } from './server.js';

const port = Number(process.env['PORT'] ?? sandboxConfig.defaultPort);
const databaseUrl = process.env['DATABASE_URL'] || undefined;
const dataDir = process.env['SANDBOX_DATA_DIR'] || sandboxConfig.defaultDataDir;
let appOrigin: string | null;
try {
  appOrigin = parseAppOrigin(process.env['APP_ORIGIN']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let db: Database;
try {
  db = await openDatabase({ databaseUrl, dataDir });
} catch (error) {
  // A folder locked by another sandbox is a message for the person, not a stack trace.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const seeded = await seedIfEmpty(db);
const server = await listen(
  db,
  port,
  process.env['SANDBOX_VALIDATE_ANSWERS'] !== '0',
  process.env['SANDBOX_CACHE_READS'] !== '0',
  appOrigin,
);

console.log(
  `sandbox API on ${server.url} (${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})` +
    (appOrigin ? `, links back to the app at ${appOrigin}` : ''),
);
if (seeded) console.log('seeded the demo customers');
console.log('personas (log in by e-mail link, read the link at /sandbox/outbox):');
for (const p of personas) {
  const primary = p.emails.find((e) => e.primary)?.value ?? '';
  console.log(`  ${p.country}  ${p.civicNumber.padEnd(14)} ${primary.padEnd(28)} ${p.shows}`);
}

let stopping = false;
const stop = async () => {
  // A repeated signal (Ctrl+C, then npm start's own SIGTERM) must not fall through to the
  // default action: that kills the process before the database closes and the lock is released.
  if (stopping) return;
  stopping = true;
  await server.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
