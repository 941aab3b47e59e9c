import type { HandlerTable } from '../handler.js';
import { authHandlers } from './auth.js';
import { clientLogHandlers } from './client-log.js';

/** Every implemented operation; the rest answer 501 until their group module is written. */
export const defaultHandlers: HandlerTable = {
  ...authHandlers,
  ...clientLogHandlers,
};
