/**
 * The login screen (core §2 Login providers, §4 Login states, issue 5): every provider the
 * country's terms list, in their order (runtime/features/login/screen.tsx). `?validate=<token>` (the e-mail
 * link, the e-ID broker's way back) logs in; `?state=<login state>` shows that state.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoginIsland } from '../../features/login/login-island.js';
import { loginTermsOf } from '../../features/login/terms.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.login.title');

export function loader({ request }: LoaderFunctionArgs) {
  return loginTermsOf(request);
}

export default function Login() {
  const { providers, notice } = useLoaderData<typeof loader>();
  return <LoginIsland providers={providers} notice={notice} />;
}
