/**
 * A value as a TypeScript literal for a template's placeholder. JSON is valid TypeScript; the
 * pipeline's Prettier pass styles it.
 */
export const literal = (value: unknown): string => JSON.stringify(value);
