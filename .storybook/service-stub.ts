/**
 * The provider's API in a static Storybook: there is no web server behind `/service`, so `fetch`
 * is answered here from the story's `parameters.service`, one answer per operation of the
 * contract (generated/api/operations.ts), typed by the operation's answer schema. The frame's own
 * calls (the message feeds every layout polls) have empty answers by default. A call a story did
 * not answer is a console error naming it (the story check fails on it), answered 404 as a
 * missing server would.
 */
import type { z } from 'zod';
import { operations, type OperationId } from '../generated/api/operations.js';
import type { schemas } from '../generated/entities/zod.js';
import { IMAGE_SERVICE_PATH } from '../runtime/shared/domain/image-service.js';

type AnswerOf<Id extends OperationId> = (typeof operations)[Id]['answerSchema'] extends infer Name
  ? Name extends keyof typeof schemas
    ? z.output<(typeof schemas)[Name]>
    : null
  : never;

/** A refusal of the API instead of the answer: the status, sent as problem details. */
export interface Refusal {
  readonly refuse: number;
}

/** A story's answers: the operation's answer (null for one without a body), or a refusal. */
export type ServiceAnswers = { readonly [Id in OperationId]?: AnswerOf<Id> | Refusal };

const FRAME_DEFAULTS: ServiceAnswers = {
  getGlobalMessages: { messages: [] },
  getCountryMessages: { messages: [] },
  getUserMessages: { messages: [] },
  postClientLog: null,
};

const routes = Object.values(operations).map((operation) => ({
  id: operation.operationId as OperationId,
  method: operation.method as string,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

let answers: ServiceAnswers = FRAME_DEFAULTS;

/** The answers of the story about to be drawn (the preview's loader sets them). */
export function answerWith(own: ServiceAnswers = {}): void {
  answers = { ...FRAME_DEFAULTS, ...own };
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });

function answer(method: string, path: string): Response {
  const route = routes.find((entry) => entry.method === method && entry.pattern.test(path));
  const given = route && route.id in answers ? answers[route.id] : undefined;
  if (!route || given === undefined) {
    console.error(`The story has no answer for ${method} ${path} (parameters.service)`);
    return json(404, { status: 404, title: 'Not Found' }, 'application/problem+json');
  }
  if (given !== null && typeof given === 'object' && 'refuse' in given) {
    return json(given.refuse, { status: given.refuse }, 'application/problem+json');
  }
  return json(given === null ? 204 : 200, given);
}

/**
 * Puts the stub in front of the browser's fetch, once: only `/service` paths (and the web
 * server's naming of the image service) are answered.
 */
export function installServiceStub(): void {
  const real = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url, location.href);
    // The web server's image service: none in Storybook, so products show their placeholders.
    if (url.origin === location.origin && url.pathname === IMAGE_SERVICE_PATH) {
      return json(200, {});
    }
    if (url.origin !== location.origin || !url.pathname.startsWith('/service/')) {
      return real(input, init);
    }
    return answer(request.method, url.pathname);
  };
}
