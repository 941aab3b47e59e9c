/**
 * Starts the sandbox provider API: `tsx sandbox/main.ts`.
 * Environment: PORT (default 4010), DATABASE_URL (PostgreSQL; otherwise PGlite in
 * SANDBOX_DATA_DIR, default .data/sandbox), SANDBOX_VALIDATE_ANSWERS=0 to skip answer checks
 * (they are on by default: the sandbox is for development and tests).
 */
import { sandboxConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { personas } from './seed/personas.js';
import { seedIfEmpty } from './seed/seed.js';
import { listen } from './server.js';

const port = Number(process.env['PORT'] ?? sandboxConfig.defaultPort);
const databaseUrl = process.env['DATABASE_URL'] || undefined;
const dataDir = process.env['SANDBOX_DATA_DIR'] || sandboxConfig.defaultDataDir;

const db = await openDatabase({ databaseUrl, dataDir });
const seeded = await seedIfEmpty(db);
const server = await listen(db, port, process.env['SANDBOX_VALIDATE_ANSWERS'] !== '0');

console.log(
  `sandbox API on ${server.url} (${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`,
);
if (seeded) console.log('seeded the demo customers');
console.log('personas (log in by e-mail link, read the link at /sandbox/outbox):');
for (const p of personas) {
  const primary = p.emails.find((e) => e.primary)?.value ?? '';
  console.log(`  ${p.country}  ${p.civicNumber.padEnd(14)} ${primary.padEnd(28)} ${p.shows}`);
}

const stop = async () => {
  await server.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
