import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository this CLI belongs to (the folder above cli/). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
