/**
 * Removes personal data from what the browser logs (ClientLogEntry: "never contains civic numbers
 * or tokens"). Over-scrubbing a harmless number is fine; leaking a civic number is not.
 */
const PATTERNS: readonly [RegExp, string][] = [
  // Bearer and basic credentials, JWTs, and secret-looking query or JSON values.
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  [/\beyJ[\w-]+\.[\w-]+(\.[\w-]*)?/g, '[token]'],
  [
    /\b(token|access_token|id_token|code|session|password|secret|key|auth\w*|validate|ssn|civic\w*)=[^&\s"']+/gi,
    '$1=[redacted]',
  ],
  // E-mail addresses.
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // Finnish henkilötunnus: DDMMYY, century sign, three digits, check character.
  [/\b\d{6}[-+A-FU-Y]\d{3}[\dA-Y]\b/gi, '[civic]'],
  // Swedish personnummer (10 or 12 digits, - or +), Danish CPR (DDMMYY-XXXX), Norwegian
  // fødselsnummer (11 digits); also catches account-like digit runs of that length.
  [/\b(\d{2})?\d{6}[-+ ]?\d{4,5}\b/g, '[civic]'],
  // IBANs and long hex or base64-like strings (keys, ids that identify a session).
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z\d]{4}){3,7}(?: ?[A-Z\d]{1,3})?\b/g, '[iban]'],
  [/\b[a-f\d]{32,}\b/gi, '[token]'],
  [/[\w+-]{40,}={0,2}/g, '[token]'],
  // Phone numbers with a country code.
  [/\+\d{2,3}[\d\s-]{6,14}\d/g, '[phone]'],
];

/** The text with civic numbers, e-mails, tokens and the like replaced by placeholders. */
export function scrub(text: string): string {
  return PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

const SECRET_KEY = /token|password|secret|authori[sz]ation|cookie|civic|ssn|personal|email|phone/i;

/** A log context as text: secret-named fields dropped, the rest scrubbed. */
export function scrubContext(context: unknown): string {
  if (context === undefined) return '';
  let text: string;
  try {
    text =
      context instanceof Error
        ? (context.stack ?? `${context.name}: ${context.message}`)
        : JSON.stringify(context, (key, value: unknown) =>
            key !== '' && SECRET_KEY.test(key) ? '[redacted]' : value,
          );
  } catch {
    text = String(context);
  }
  return scrub(text ?? '');
}
