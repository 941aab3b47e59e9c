/**
 * A form value checked with a generated validator (schema/validators.yaml: the e-mail address,
 * the country's civic number with the Swedish check digit). What is wrong comes back as the
 * validator's message id, for the form to show under the field in the page's language.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { loadValidators } from '../session/login-session.js';

export type FieldRule = 'email' | 'civicNumber';

/** The value as the validator returns it (trimmed), or the message id of what is wrong. */
export async function validate(
  rule: FieldRule,
  country: CountryCode,
  value: string,
): Promise<{ value: string } | { error: MessageId }> {
  const { validatorsByCountry, common } = await loadValidators();
  const schema = rule === 'email' ? common.email : validatorsByCountry[country].civicNumber;
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  // Every issue of a validator carries its one message id (generated/validators/builders.ts).
  return { error: common.validatorMessages[rule].messageId };
}
