/** Resets the sandbox database to the demo data: `tsx sandbox/seed-cli.ts` (same environment as main.ts). */
import { sandboxConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { personas } from './seed/personas.js';
import { seed } from './seed/seed.js';

const db = await openDatabase({
  databaseUrl: process.env['DATABASE_URL'] || undefined,
  dataDir: process.env['SANDBOX_DATA_DIR'] || sandboxConfig.defaultDataDir,
});
await seed(db);
await db.close();
console.log(`sandbox reset: ${personas.length} personas`);
