/**
 * Barrier reports (api.yaml reportAccessibilityBarrier, issue 19): taken without a login, checked
 * against the contract at the edge (a refusal names each field), stored for customer service with
 * a reference, and none of the visitor's words in the error log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessibilityReportReceipt, Problem } from '../../generated/entities/types.js';
import { engines, openTestDatabase, testApi, type TestApi, type TestDatabase } from './support.js';

const PATH = '/service/support/accessibility-reports';

describe.each(engines)('accessibility reports on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  const send = (json: unknown) => api.request(PATH, { method: 'POST', json });

  it('takes a report without a login and keeps it for customer service', async () => {
    const res = await send({
      country: 'no',
      description: 'Betal-knappen kan ikke nås med tastaturet.',
      location: '/no/app/purchases',
      email: 'kari@example.no',
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as AccessibilityReportReceipt;
    expect(reference).toMatch(/^A11Y-[A-Z2-9]{8}$/);
    const { rows } = await api.db.query<{ country: string; email: string; location: string }>(
      'select country, email, location from accessibility_reports where reference = $1',
      [reference],
    );
    expect(rows).toEqual([
      { country: 'no', email: 'kari@example.no', location: '/no/app/purchases' },
    ]);
    expect(api.errors.join('\n')).not.toContain('kari@example.no');
  });

  it('refuses what the contract refuses, naming each field', async () => {
    const res = await send({ country: 'se', description: 'short', email: 'not an address' });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Problem;
    const fields = (problem.errors ?? []).map((error) => error.field).sort();
    expect(fields).toEqual(['description', 'email']);
    expect((await send({ country: 'xx', description: 'A long enough description.' })).status).toBe(
      400,
    );
    const extra = await send({ country: 'fi', description: 'A long enough text.', civic: '1' });
    expect(extra.status).toBe(400);
  });
});
