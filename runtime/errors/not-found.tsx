/**
 * The not-found page (spec 2 "Error page" 404, spec 8 route validation failure): what an unknown
 * path of a country shows. The default export is a route module for a catch-all route (`*`)
 * under each country's route, where texts and terms are loaded.
 */
import { ErrorPage } from './error-page.js';

export function NotFound() {
  return (
    <main id="main" className="error-main">
      <ErrorPage status={404} documentTitle />
    </main>
  );
}

export default NotFound;
