/**
 * The news that the web server refused a call over its rate limit (429, issue 18,
 * runtime/server/rate-limit.ts): a login start or a money-moving call made too often in a short
 * time. `serviceFetch` passes every answer here; the overlay provider listens and shows the alert
 * that says so in the customer's language, whatever step made the call.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onRateLimited(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function noteRateLimited<R extends Pick<Response, 'status'>>(response: R): R {
  if (response.status === 429) for (const listener of [...listeners]) listener();
  return response;
}
