/**
 * Runs at build time only (`ssr: false`): React Router prerenders each public page and the SPA
 * fallback through this entry. The page's texts are loaded first, and the whole page is written
 * at once (static HTML, nothing streamed).
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { prerenderTexts } from './shared/i18n/catalogue.js';

export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // Exactly the texts the page loads before it hydrates; drawing any other fails the build.
  await prerenderTexts(new URL(request.url).pathname);
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers,
              status: failure ? 500 : status,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          // A prerendered page that failed to draw must fail the build, not ship half a page.
          failure = error;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout);
  });
}
