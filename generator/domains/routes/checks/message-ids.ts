import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { camelCase } from '../paths.js';
import { routesFile } from '../sources.js';

/**
 * The problem when a message id breaks the message-id convention of docs/sources.md, which lets
 * the messages be written without reading the files that name them and keeps a renamed route or
 * step from holding a stale text; none when it follows it.
 */
export function conventionBroken(
  file: string,
  path: KeyPath,
  actual: string,
  wanted: string,
): Problem[] {
  if (actual === wanted) return [];
  return [
    { file, path, message: `'${actual}' breaks the naming convention`, expected: `'${wanted}'` },
  ];
}

/** A page's title is `route.<camelCaseName>.title`. */
export function routeTitleIdsFollowConvention(model: Model): Problem[] {
  const routes = routesFile(model);
  return routes.data.routes.flatMap((route, i) =>
    conventionBroken(
      routes.path,
      ['routes', i, 'titleMessageId'],
      route.titleMessageId,
      `route.${camelCase(route.name)}.title`,
    ),
  );
}
