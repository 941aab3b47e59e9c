/**
 * Starts the app on a framework-free page after all (a logged-in visitor: the header, the menu
 * and the session are the app's). The build kept React Router's start-up inert in a <template>
 * (routing/framework-free.ts); its nodes are made anew, in their order, where they were: the
 * modulepreloads in the head, the scripts and React's boundary markers at the end of the body,
 * where the template stands, so React hydrates onto the nodes it wrote. Inline scripts run because
 * the page's policy lists their hashes (server/csp.ts hashes the template's scripts too).
 */
import { APP_START_ID } from '../shared/routing/framework-free.js';

/** A live copy of an inert node: a script parsed inside a <template> never runs. */
function live(inert: Node): Node {
  if (!(inert instanceof Element)) return document.importNode(inert, true);
  const element = document.createElement(inert.tagName.toLowerCase());
  for (const { name, value } of Array.from(inert.attributes)) element.setAttribute(name, value);
  element.textContent = inert.textContent;
  return element;
}

/** Puts the app's start-up back; false when the page has none. */
export function wakeApp(): boolean {
  const template = document.getElementById(APP_START_ID);
  if (!(template instanceof HTMLTemplateElement)) return false;
  const nodes = Array.from(template.content.childNodes);
  const preloads = nodes.filter((node) => node instanceof Element && node.tagName === 'LINK');
  document.head.append(...preloads.map(live));
  template.replaceWith(...nodes.filter((node) => !preloads.includes(node)).map(live));
  return true;
}
