import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { codeTableCodes, codeTableKeys, constantFacts, isDurationUnit } from '../../neighbours.js';
import { trackingFile } from '../../tracking/sources.js';
import { routesFile, type PageActionSource } from '../sources.js';

/** The situation whose log message is the tracking failure of schema/tracking.yaml. */
const TRACKING_FAILURE = 'trackingFailure';

/**
 * The error page and the error catalogue (spec 2 "Error page", spec 8) hold together:
 * - the page's statuses are the errorPageStatus code table, and the fallback is the code marked
 *   fallback there (the status any other status is shown as);
 * - redirects name routes, log levels are codes of the logLevel table, constants exist with a
 *   fitting unit (a duration for a reload guard, a status code for a threshold);
 * - action ids are unique in their list, alert codes unique;
 * - the tracking failure logs exactly schema/tracking.yaml's failure message.
 * Code tables and constants are checked when their files are loaded.
 */
export function errorCatalogueResolves(model: Model): Problem[] {
  const { path: file, data } = routesFile(model);
  const problems: Problem[] = [];
  const routeNames = new Set(data.routes.map((r) => r.name));
  const constants = constantFacts(model);
  const logLevels = codeTableKeys(model)?.get('logLevel');

  const uniqueActions = (actions: PageActionSource[] | undefined, at: KeyPath): void => {
    (actions ?? []).forEach((action, i) => {
      if ((actions ?? []).findIndex((a) => a.id === action.id) !== i) {
        problems.push({
          file,
          path: [...at, i, 'id'],
          message: `action id '${action.id}' occurs twice here`,
        });
      }
    });
  };
  const constant = (name: string, at: KeyPath, wanted: (unit: string) => boolean, what: string) => {
    if (!constants) return;
    const fact = constants.get(name);
    if (!fact) {
      problems.push({
        file,
        path: at,
        message: `unknown constant '${name}'`,
        expected: 'a constant of schema/constants.yaml',
      });
    } else if (!wanted(fact.unit)) {
      problems.push({
        file,
        path: at,
        message: `constant '${name}' is in ${fact.unit}`,
        expected: what,
      });
    }
  };
  const level = (value: string, at: KeyPath): void => {
    if (logLevels && !logLevels.has(value)) {
      problems.push({
        file,
        path: at,
        message: `unknown log level '${value}'`,
        expected: `a code of the logLevel table: ${[...logLevels].join(', ')}`,
      });
    }
  };

  // The error page.
  const page = data.errorPage;
  const statuses = page.statuses.map((s) => s.status);
  page.statuses.forEach((s, i) => {
    if (statuses.indexOf(s.status) !== i) {
      problems.push({
        file,
        path: ['errorPage', 'statuses', i, 'status'],
        message: `status ${s.status} is listed twice`,
      });
    }
    uniqueActions(s.actions, ['errorPage', 'statuses', i, 'actions']);
  });
  if (!statuses.includes(page.fallbackStatus)) {
    problems.push({
      file,
      path: ['errorPage', 'fallbackStatus'],
      message: `the fallback ${page.fallbackStatus} has no texts among the statuses`,
      expected: `one of: ${statuses.join(', ')}`,
    });
  }
  const table = codeTableCodes(model, 'errorPageStatus');
  if (table) {
    const codes = table.map((c) => Number(c.code));
    page.statuses.forEach((s, i) => {
      if (!codes.includes(s.status)) {
        problems.push({
          file,
          path: ['errorPage', 'statuses', i, 'status'],
          message: `status ${s.status} is not in the errorPageStatus table of schema/codes.yaml`,
          expected: `one of: ${codes.join(', ')}`,
        });
      }
    });
    const missing = codes.filter((c) => !statuses.includes(c));
    if (missing.length > 0) {
      problems.push({
        file,
        path: ['errorPage', 'statuses'],
        message: `no texts for status ${missing.join(', ')} of the errorPageStatus table`,
        expected: 'every status of the table',
      });
    }
    const fallback = table.find((c) => c.fallback);
    if (fallback && Number(fallback.code) !== page.fallbackStatus) {
      problems.push({
        file,
        path: ['errorPage', 'fallbackStatus'],
        message: `is ${page.fallbackStatus}, but the errorPageStatus table marks ${String(fallback.code)} as the fallback`,
        expected: String(fallback.code),
      });
    }
  }

  // Alerts.
  const errors = data.errors;
  errors.fetchAlerts.forEach((alert, i) => {
    if (errors.fetchAlerts.findIndex((a) => a.code === alert.code) !== i) {
      problems.push({
        file,
        path: ['errors', 'fetchAlerts', i, 'code'],
        message: `fetch alert ${alert.code} is listed twice`,
      });
    }
    uniqueActions(alert.actions, ['errors', 'fetchAlerts', i, 'actions']);
  });

  // Situations.
  for (const [id, situation] of Object.entries(errors.situations)) {
    const at = ['errors', 'situations', id] as const;
    if (situation.redirectTo !== undefined && !routeNames.has(situation.redirectTo)) {
      problems.push({
        file,
        path: [...at, 'redirectTo'],
        message: `unknown route '${situation.redirectTo}'`,
        expected: 'a route name of this file',
      });
    }
    if (situation.log) level(situation.log.level, [...at, 'log', 'level']);
    if (situation.logByStatus) {
      level(situation.logByStatus.atOrAbove, [...at, 'logByStatus', 'atOrAbove']);
      level(situation.logByStatus.below, [...at, 'logByStatus', 'below']);
      constant(
        situation.logByStatus.thresholdConstant,
        [...at, 'logByStatus', 'thresholdConstant'],
        (unit) => unit === 'code',
        'a status code constant (unit code)',
      );
    }
    if (situation.reload) {
      constant(
        situation.reload.guardConstant,
        [...at, 'reload', 'guardConstant'],
        isDurationUnit,
        'a duration (ms, s or days)',
      );
    }
    const shows = [
      situation.showStatus,
      situation.redirectTo,
      situation.log,
      situation.logByStatus,
      situation.reload,
      situation.messageId,
      situation.titleMessageId,
    ];
    if (shows.every((x) => x === undefined)) {
      problems.push({
        file,
        path: [...at],
        message: `situation '${id}' does nothing`,
        expected:
          'at least one of showStatus, redirectTo, log, logByStatus, reload, messageId, titleMessageId',
      });
    }
    if (situation.titleMessageId !== undefined && situation.bodyMessageId === undefined) {
      problems.push({
        file,
        path: [...at, 'titleMessageId'],
        message: 'a title needs a bodyMessageId to go with it',
      });
    }
    uniqueActions(situation.actions, [...at, 'actions']);
  }

  // The generated helpers read these two (logLevelForStatus, chunkReloadAllowed).
  for (const [id, key] of [
    ['httpResponse', 'logByStatus'],
    ['chunkLoadFailure', 'reload'],
  ] as const) {
    const s = errors.situations[id];
    if (s && s[key] === undefined) {
      problems.push({
        file,
        path: ['errors', 'situations', id],
        message: `situation '${id}' needs '${key}'`,
      });
    }
  }

  const trackingFailure = errors.situations[TRACKING_FAILURE];
  const trackingLog = trackingFile(model).data.failure.logMessage;
  if (trackingFailure && trackingFailure.log?.message !== trackingLog) {
    problems.push({
      file,
      path: ['errors', 'situations', TRACKING_FAILURE, 'log'],
      message: `the tracking failure must log '${trackingLog}' as schema/tracking.yaml failure.logMessage says`,
      expected: `log: { message: ${trackingLog} }`,
    });
  }
  return problems;
}
