/** Resets the sandbox database to the demo data: `tsx sandbox/seed-cli.ts` (same environment as main.ts). */
import { sandboxConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open.js';
import { personas } from './seed/personas.js';
import { seed } from './seed/seed.js';

let db: Database;
try {
  db = await openDatabase({
    databaseUrl: process.env['DATABASE_URL'] || undefined,
    dataDir: process.env['SANDBOX_DATA_DIR'] || sandboxConfig.defaultDataDir,
  });
} catch (error) {
  // A running sandbox holds the folder: say so (its message names the process), no stack trace.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await seed(db);
await db.close();
console.log(`sandbox reset: ${personas.length} personas`);
