/**
 * The sandbox for `npm run bench:load`, run as a process of its own: in memory and seeded as in
 * the e2e stack (tests/e2e/support/stack.ts), its answer checks off as a provider has none, on
 * the port PORT names. Prints `listening` once it answers; ends on SIGTERM.
 */
import { openDatabase } from '../../sandbox/db/open.js';
import { seed } from '../../sandbox/seed/seed.js';
import { listen } from '../../sandbox/server.js';

const db = await openDatabase({ dataDir: null });
await seed(db);
const server = await listen(db, Number(process.env['PORT']), false);
console.log('listening');
process.once('SIGTERM', () => {
  void server
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
