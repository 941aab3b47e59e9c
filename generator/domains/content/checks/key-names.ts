import type { Check } from '../../../core/types.js';
import { entryFiles } from '../source.js';

/** The file name is the delivery key, so it must be one the CMS endpoint accepts (schema/api.yaml). */
const KEY = /^[a-z0-9][a-z0-9_-]{0,199}$/;

export const checkKeyNames: Check = (model) =>
  entryFiles(model)
    .filter((f) => !KEY.test(f.name))
    .map((f) => ({
      file: f.path,
      path: [],
      message: `'${f.name}' cannot be an entry key`,
      expected: 'a file name of lower-case letters, digits, - and _ (for example about-us.yaml)',
    }));
