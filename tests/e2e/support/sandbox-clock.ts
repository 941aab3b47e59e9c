/**
 * Moving the sandbox clock (PUT /sandbox/clock, docs/sandbox.md "Time-driven changes"), so a test
 * reaches what the provider decides later (a 904 resolving, an income check deciding) without
 * waiting for it. Every test file of the run shares the suite's stack and its clock: a file that
 * must not move time under the others runs a stack of its own (support/stack.ts) and names it.
 */
import { inject } from 'vitest';

/** Moves the clock of the sandbox at `api` (the suite's unless named) `ms` on. */
export async function advanceSandbox(ms: number, api: string = inject('apiUrl')): Promise<void> {
  const moved = await fetch(`${api.replace(/\/$/, '')}/sandbox/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (!moved.ok) throw new Error(`the sandbox clock did not move (${moved.status})`);
}
