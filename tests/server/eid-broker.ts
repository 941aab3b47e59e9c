/**
 * The sandbox's e-ID broker page as a customer would use it: the decision a customer makes there
 * for the login a web server's start redirected to it, and the callback address the broker sends
 * the browser back to.
 */
export async function approveAtBroker(
  sandboxUrl: string,
  brokerLocation: string,
  civicNumber: string,
): Promise<URL> {
  const broker = new URL(brokerLocation);
  const answer = await fetch(`${sandboxUrl}/sandbox/eid/dk`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      state: broker.searchParams.get('state') ?? '',
      nonce: broker.searchParams.get('nonce') ?? '',
      civicNumber,
      decision: 'approve',
    }),
  });
  if (answer.status !== 303) throw new Error(`the broker answered ${answer.status}, not 303`);
  return new URL(answer.headers.get('location') ?? '');
}
