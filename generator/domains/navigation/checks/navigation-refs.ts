import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { codeTableKeys, constantFacts } from '../../neighbours.js';
import { routesFile } from '../../routes/sources.js';
import { trackingFile } from '../../tracking/sources.js';
import { navigationFile, type MenuEntrySource, type NavigationSource } from '../sources.js';

/** Every menu entry, with its key path, groups included. */
function* menuEntries(
  list: MenuEntrySource[],
  at: KeyPath,
): Generator<{ entry: MenuEntrySource; at: KeyPath }> {
  for (const [i, entry] of list.entries()) {
    yield { entry, at: [...at, i] };
    if (entry.kind === 'group') yield* menuEntries(entry.entries, [...at, i, 'entries']);
  }
}

/**
 * What the shell names besides routes exists: badges of `badges`, tracking events of
 * schema/tracking.yaml (and the footer's subCategory among the values its event allows),
 * constants of schema/constants.yaml with a fitting unit, layout and device codes of
 * schema/codes.yaml. The app stores end with exactly one store used otherwise (no user-agent
 * tokens). A route with customerServiceOption needs a menu entry shown on it. Code tables and
 * constants are checked when their files are loaded.
 */
export function navigationRefsResolve(model: Model): Problem[] {
  const { path: file, data } = navigationFile(model);
  const problems: Problem[] = [];
  const push = (path: KeyPath, message: string, expected?: string): void => {
    problems.push({ file, path, message, ...(expected ? { expected } : {}) });
  };

  const badges = Object.keys(data.badges);
  const badge = (id: string | undefined, at: KeyPath): void => {
    if (id !== undefined && !badges.includes(id)) {
      push(at, `unknown badge '${id}'`, `one of badges: ${badges.join(', ')}`);
    }
  };
  for (const [s, item] of data.header.loggedIn.entries()) {
    if (item.kind === 'menuToggle') badge(item.badge, ['header', 'loggedIn', s, 'badge']);
  }
  for (const state of ['loggedOut'] as const) {
    data.header[state].forEach((item, i) => {
      if (item.kind === 'menuToggle') {
        push(['header', state, i, 'kind'], 'a logged-out visitor has no user menu to toggle');
      }
    });
  }
  const entries = [...menuEntries(data.userMenu.entries, ['userMenu', 'entries'])];
  for (const { entry, at } of entries) {
    if (entry.kind === 'link') badge(entry.badge, [...at, 'badge']);
  }

  // Tracking events.
  const events = trackingFile(model).data.events;
  const event = (name: string | undefined, at: KeyPath): void => {
    if (name !== undefined && !(name in events)) {
      push(at, `unknown tracking event '${name}'`, 'an event of schema/tracking.yaml');
    }
  };
  event(data.userMenu.trackEvent, ['userMenu', 'trackEvent']);
  event(data.footer.trackEvent, ['footer', 'trackEvent']);
  event(data.logoClick.trackEvent, ['logoClick', 'trackEvent']);
  for (const { entry, at } of entries) {
    if (entry.kind === 'action') event(entry.trackEvent, [...at, 'trackEvent']);
  }
  const subCategory = events[data.footer.trackEvent]?.fields.subCategory;
  if (
    subCategory?.values !== undefined &&
    !subCategory.values.includes(data.footer.trackSubCategory)
  ) {
    push(
      ['footer', 'trackSubCategory'],
      `event '${data.footer.trackEvent}' does not allow subCategory '${data.footer.trackSubCategory}'`,
      `one of: ${subCategory.values.map((v) => `'${v}'`).join(', ')}`,
    );
  }

  // Constants.
  const constants = constantFacts(model);
  const constant = (name: string, at: KeyPath, unit: string): void => {
    if (!constants) return;
    const fact = constants.get(name);
    if (!fact) push(at, `unknown constant '${name}'`, 'a constant of schema/constants.yaml');
    else if (fact.unit !== unit || typeof fact.value !== 'number') {
      push(at, `constant '${name}' is not a number in ${unit}`, `a ${unit} constant`);
    }
  };
  for (const [id, b] of Object.entries(data.badges)) {
    constant(b.textFromConstant, ['badges', id, 'textFromConstant'], 'count');
    constant(b.textUpToConstant, ['badges', id, 'textUpToConstant'], 'count');
  }
  const swipe = data.userMenu.closeOn.swipeLeft;
  constant(
    swipe.thresholdConstant,
    ['userMenu', 'closeOn', 'swipeLeft', 'thresholdConstant'],
    'px',
  );
  constant(data.scrollMemory.pathsConstant, ['scrollMemory', 'pathsConstant'], 'count');

  // Codes.
  const tables = codeTableKeys(model);
  const code = (table: string, value: string, at: KeyPath): void => {
    const keys = tables?.get(table);
    if (keys && !keys.has(value)) {
      push(at, `'${value}' is not a code of the ${table} table`, `one of: ${[...keys].join(', ')}`);
    }
  };
  swipe.layouts.forEach((l, i) =>
    code('layout', l, ['userMenu', 'closeOn', 'swipeLeft', 'layouts', i]),
  );
  data.appDownload.stores.forEach((s, i) =>
    code('device', s.device, ['appDownload', 'stores', i, 'device']),
  );

  problems.push(...storesProblems(file, data));

  // Spec 2: a customer-service option appears on purchase and invoice routes.
  const flagged = routesFile(model).data.routes.some((r) => r.customerServiceOption === true);
  const shown = entries.some(
    ({ entry }) => entry.visibleWhen?.includes('routeHasCustomerServiceOption') === true,
  );
  if (flagged && !shown) {
    push(
      ['userMenu', 'entries'],
      'routes of schema/routes.yaml have customerServiceOption, but no menu entry shows on them',
      'an entry with visibleWhen: [routeHasCustomerServiceOption]',
    );
  }
  return problems;
}

function storesProblems(file: string, data: NavigationSource): Problem[] {
  const stores = data.appDownload.stores;
  const otherwise = stores.flatMap((s, i) => (s.userAgentTokens?.length ? [] : [i]));
  if (otherwise.length === 1 && otherwise[0] === stores.length - 1) return [];
  return [
    {
      file,
      path: ['appDownload', 'stores'],
      message:
        otherwise.length === 0
          ? 'every store needs user-agent tokens, so some devices get no store'
          : otherwise.length > 1
            ? 'more than one store has no user-agent tokens'
            : 'the store without user-agent tokens must come last, after the stores it falls back from',
      expected: 'stores with userAgentTokens first, then exactly one without',
    },
  ];
}
