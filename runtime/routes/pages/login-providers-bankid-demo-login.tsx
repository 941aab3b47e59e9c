/**
 * core §2 login/providers/bankid-demo-login: the login screen opened on the BankID demo: its civic number form at once
 * (runtime/features/login/screen.tsx). The route exists only in the countries whose terms offer bankid-demo
 * (countries/<cc>.yaml login.providers, schema/routes.yaml loginProvider).
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoginIsland } from '../../features/login/login-island.js';
import { loginTermsOf } from '../../features/login/terms.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.loginProvidersBankidDemoLogin.title');

export function loader({ request }: LoaderFunctionArgs) {
  return loginTermsOf(request);
}

export default function BankidDemoLoginPage() {
  const { providers, notice } = useLoaderData<typeof loader>();
  return (
    <LoginIsland
      providers={providers}
      notice={notice}
      open="bankid-demo"
      title="route.loginProvidersBankidDemoLogin.title"
    />
  );
}
