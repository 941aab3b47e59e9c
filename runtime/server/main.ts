/**
 * The web server as a command: `tsx runtime/server/main.ts` (`npm start` runs it together with
 * the sandbox). Environment: PORT (default 3000), HOST (default 127.0.0.1), API_ORIGIN (default
 * the sandbox's http://127.0.0.1:4010), IMAGE_ORIGIN (the product image service; default the API's
 * origin, the sandbox serving images too), BUILD_DIR (default build/client), FACADE=1 to send the
 * facade header on every API call, APP_ORIGIN (the site's public origin behind a proxy that
 * rewrites Host), SESSION_SECRET and SESSION_SECRET_PREVIOUS (the session cookie's keys; required
 * when NODE_ENV is production), TAG_MANAGER_ID (the Tag Manager container, `GTM-...`, loaded after
 * consent; none when unset).
 */
import { serverConfig } from './config.js';
import { startWebServer } from './listen.js';
import { isLoopbackHost } from './security-headers.js';

const host = process.env['HOST'] || '127.0.0.1';
const server = await startWebServer({
  port: Number(process.env['PORT'] || 3000),
  host,
  apiOrigin: process.env['API_ORIGIN'] || serverConfig.defaultApiOrigin,
  imageOrigin: process.env['IMAGE_ORIGIN'] || undefined,
  buildDir: process.env['BUILD_DIR'] || serverConfig.defaultBuildDir,
  local: isLoopbackHost(host),
  facade: process.env['FACADE'] === '1',
  appOrigin: process.env['APP_ORIGIN'] || undefined,
  tagManagerId: process.env['TAG_MANAGER_ID'] || undefined,
}).catch((error: unknown) => {
  // A refusal to start (no SESSION_SECRET in production, a port in use) is told, not thrown.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
console.log(`web app on ${server.url}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
