/**
 * `npm run observatory`: the MDN HTTP Observatory's checks (observatory/rules.ts, its scoring
 * written out: the package cannot be installed offline) against the web server served over HTTPS
 * as `npm start -- --https` serves it: a self-signed certificate made now, the build (made when
 * stale), the sandbox in memory. Or, given an address (`npm run observatory -- https://...`),
 * against a server already running; with CA_CERT naming a PEM file to trust (a self-signed
 * `npm start -- --https` prints none, so its scan is run here instead). Prints each test, the
 * score and the grade; exits 1 below the goal, A+ (100).
 */
import { readFileSync } from 'node:fs';
import { selfSignedCertificate } from '../runtime/server/self-signed.js';
import { ensureBuild } from '../tests/e2e/support/build.js';
import { startStack } from '../tests/e2e/support/stack.js';
import { grade } from './observatory/rules.js';
import { scanSite } from './observatory/scan.js';

const goal = 100;

async function main(): Promise<number> {
  const given = process.argv[2];
  let target: URL;
  let ca: string | undefined;
  let stop = async () => {};
  if (given) {
    target = new URL(given);
    ca = process.env['CA_CERT'] ? readFileSync(process.env['CA_CERT'], 'utf8') : undefined;
  } else {
    ensureBuild((line) => process.stderr.write(`${line}\n`));
    const tls = selfSignedCertificate();
    const stack = await startStack({ tls });
    target = new URL('/', stack.webUrl);
    ca = tls.cert;
    stop = () => stack.close();
  }
  try {
    const scan = await scanSite(target, ca);
    const result = grade(scan);
    console.log(`MDN HTTP Observatory checks of ${scan.url.href} (answered ${scan.status})`);
    for (const test of result.tests) {
      const modifier = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier);
      console.log(
        `  ${test.pass ? 'pass' : 'FAIL'}  ${test.test.padEnd(30)} ${modifier.padStart(4)}  ${test.result}`,
      );
    }
    console.log(`score ${result.score}, grade ${result.grade} (goal: A+, ${goal} or more)`);
    return result.score >= goal ? 0 : 1;
  } finally {
    await stop();
  }
}

process.exitCode = await main();
