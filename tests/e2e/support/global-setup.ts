/**
 * Vitest global setup of the e2e suite: builds the web app once (when stale), starts the sandbox
 * and the web server, and one chromium that every test worker connects to, so the browser starts
 * once per run, not once per file. Stops all three at the end.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from './build.js';
import { chromiumArgs, chromiumPath } from './chromium.js';
import { startStack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild((line) => console.log(`[e2e] ${line}`));
  const stack = await startStack();
  const browser = await chromium.launchServer({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
    host: '127.0.0.1',
  });
  project.provide('webUrl', stack.webUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await stack.close();
  };
}
