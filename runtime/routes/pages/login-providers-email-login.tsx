/**
 * core §2 login/providers/email-login: the login screen opened on the e-mail link: its address form at once
 * (runtime/features/login/screen.tsx). The route exists only in the countries whose terms offer email
 * (countries/<cc>.yaml login.providers, schema/routes.yaml loginProvider).
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoginIsland } from '../../features/login/login-island.js';
import { loginTermsOf } from '../../features/login/terms.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.loginProvidersEmailLogin.title');

export function loader({ request }: LoaderFunctionArgs) {
  return loginTermsOf(request);
}

export default function EmailLoginPage() {
  const { providers, notice } = useLoaderData<typeof loader>();
  return (
    <LoginIsland
      providers={providers}
      notice={notice}
      open="email"
      title="route.loginProvidersEmailLogin.title"
    />
  );
}
