import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The runtime builds every API path with a generated path builder (generated/api/calls/); the
 * lint rule of eslint.config.js refuses one written by hand (issue 12). Here it proves it bites.
 */
describe('hand-written API paths in runtime/', () => {
  const eslint = new ESLint();
  const problems = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
  };

  it('are refused as strings and in template literals', async () => {
    const code = [
      "export const messages = '/service/payment/user-message';",
      'export const pdf = (id: string) => `/download/INVOICE/${id}.pdf`;',
    ].join('\n');
    expect(await problems(code, 'runtime/features/invoices/probe.ts')).toBe(2);
  });

  it('leave other code alone', async () => {
    const code = "export const page = '/se/customer-service';\n";
    expect(await problems(code, 'runtime/features/invoices/probe.ts')).toBe(0);
    const test = "export const path = '/service/payment/api/log';\n";
    expect(await problems(test, 'tests/unit/probe.test.ts')).toBe(0);
  });
});
