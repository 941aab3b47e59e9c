// Checks the folder of each `import.meta.glob('...')` string against the same zones as the
// imports (eslint/layers.js): Vite resolves these strings at build time, so a glob reaching
// into a forbidden layer is an import that no import plugin sees.
import path from 'node:path';
import { minimatch } from 'minimatch';

const globChars = /[*?{[]/;

/** The part of a glob before its first pattern character, as a path. */
const staticPrefix = (pattern) => {
  const cut = pattern.search(globChars);
  return cut === -1 ? pattern : pattern.slice(0, cut);
};

const within = (file, folder) => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

const matches = (file, entry, root) =>
  globChars.test(entry)
    ? minimatch(path.relative(root, file), path.join(entry), { dot: true })
    : within(file, path.resolve(root, entry));

const asList = (value) => (Array.isArray(value) ? value : [value]);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'import.meta.glob strings respect the layers' },
    schema: [
      { type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false },
    ],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const zones = (context.options[0]?.zones ?? []).filter((zone) =>
      asList(zone.target).some((target) => matches(file, target, root)),
    );
    if (zones.length === 0) return {};
    const check = (node) => {
      if (node.type !== 'Literal' || typeof node.value !== 'string') return;
      const pattern = node.value.replace(/^!/, '');
      const folder = path.resolve(path.dirname(file), staticPrefix(pattern));
      for (const zone of zones) {
        const forbidden = asList(zone.from).some((from) => matches(folder, from, root));
        const excepted = (zone.except ?? []).some((except) =>
          asList(zone.from).some((from) => within(folder, path.resolve(root, from, except))),
        );
        if (forbidden && !excepted) {
          context.report({ node, message: `import.meta.glob: ${zone.message}` });
        }
      }
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        const isGlob =
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'glob' &&
          callee.object.type === 'MetaProperty';
        if (!isGlob || node.arguments.length === 0) return;
        const first = node.arguments[0];
        if (first.type === 'ArrayExpression')
          first.elements.forEach((element) => element && check(element));
        else check(first);
      },
    };
  },
};
