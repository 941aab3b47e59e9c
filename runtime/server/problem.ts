/** RFC 9457 problem answers of the web server itself (the provider's own pass through as sent). */
export function problemResponse(
  status: number,
  title: string,
  detail: string,
  instance: string,
): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title, status, detail, instance }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}
