/**
 * `selfservice preview --country <cc>` (`npm run preview -- --country no`): the sandbox and the
 * app for one country, for staff editing its terms and texts. Watches schema/, countries/ and
 * content/: a valid edit regenerates and the open page shows it; an invalid one shows its
 * problems over the page and the last good version stays. Pages of other countries say they are
 * not part of this preview. The admin page and the toolbar (persona login, toggles, clock,
 * maintenance, terms against the last commit, every page) exist only here. docs/preview.md.
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { formatProblem } from '../../generator/core/problems.js';
import { countryCodes, type CountryCode } from '../../generated/countries/index.js';
import { createWebApp } from '../../runtime/server/app.js';
import { defaultPort } from '../../runtime/server/listen.js';
import { adminPagePath } from '../../runtime/server/preview/preview-pages.js';
import { createPreviewState } from '../../runtime/server/preview/preview-state.js';
import { readTermsSources } from '../../runtime/server/preview/terms-sources.js';
import { openDatabase } from '../../sandbox/db/open.js';
import { personas } from '../../sandbox/seed/personas.js';
import { seed } from '../../sandbox/seed/seed.js';
import { listen } from '../../sandbox/server.js';
import { startDevPages, viteAnswer } from '../preview/dev-pages.js';
import {
  contractCache,
  regenerate,
  sourceProblem,
  watchSources,
  WATCHED,
} from '../preview/regenerate.js';

export const isCountry = (value: string): value is CountryCode =>
  (countryCodes as readonly string[]).includes(value);

export async function previewCommand(root: string, country: string): Promise<number> {
  if (!isCountry(country)) {
    console.error(`--country must be one of ${countryCodes.join(', ')}, not ${country}`);
    return 1;
  }
  process.chdir(root);
  const state = createPreviewState();
  const emitted = contractCache();
  const { problems: first } = await regenerate(root, emitted);
  // A warm run takes half the time of the first (the generator's code compiled, its caches
  // filled): one more before serving, so the first edit shows as quickly as the next.
  if (first.length === 0) await regenerate(root, emitted);
  for (const problem of first) console.error(formatProblem(problem));
  state.generated(first.map(sourceProblem));

  // A sandbox of its own, in memory and freshly seeded: the personas as documented, and no
  // lock on the data folder `npm start` uses.
  const db = await openDatabase({ dataDir: null });
  await seed(db);
  const sandbox = await listen(db, Number(process.env['SANDBOX_PORT'] || 0), true);

  const server = createServer();
  let origin = '';
  const dev = await startDevPages(root, server);
  const app = createWebApp({
    buildDir: root,
    apiOrigin: sandbox.url,
    local: true,
    listeningOrigin: () => origin || null,
    preview: {
      country,
      state,
      terms: () => readTermsSources(root, country),
      render: (request) => dev.render(request),
    },
  });
  const hono = getRequestListener(app.fetch);
  server.on('request', (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
    if (dev.serves(pathname))
      viteAnswer(dev, request, response, () => void hono(request, response));
    else void hono(request, response);
  });
  const port = Number(process.env['PORT'] ?? defaultPort);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  watchSources(root, state, emitted, (files) => dev.changed(files));

  console.log(`\npreview of ${country} on ${origin}/${country}`);
  console.log(
    `watching ${WATCHED.map((folder) => `${folder}/`).join(', ')}: an edit shows on the open page`,
  );
  console.log(
    `admin page (personas, toggles, clock, maintenance, terms, pages): ${origin}${adminPagePath(country)}`,
  );
  console.log(`log in as a persona in one click there, or from the toolbar on every page:`);
  for (const persona of personas.filter((p) => p.country === country))
    console.log(`  ${persona.civicNumber.padEnd(14)} ${persona.name.padEnd(24)} ${persona.shows}`);
  console.log(`sandbox API on ${sandbox.url}; Ctrl+C stops the preview`);

  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await dev.close();
  await sandbox.close();
  await db.close();
  console.log('stopped');
  return 0;
}
