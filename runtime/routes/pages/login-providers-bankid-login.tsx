/**
 * core §2 login/providers/bankid-login: the login screen opened on BankID: the QR code for BankID on another device at once, with the way to BankID on this device
 * (runtime/features/login/screen.tsx). The route exists only in the countries whose terms offer bankid
 * (countries/<cc>.yaml login.providers, schema/routes.yaml loginProvider).
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoginIsland } from '../../features/login/login-island.js';
import { loginTermsOf } from '../../features/login/terms.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.loginProvidersBankidLogin.title');

export function loader({ request }: LoaderFunctionArgs) {
  return loginTermsOf(request);
}

export default function BankidLoginPage() {
  const { providers, notice } = useLoaderData<typeof loader>();
  return (
    <LoginIsland
      providers={providers}
      notice={notice}
      open="bankid"
      title="route.loginProvidersBankidLogin.title"
    />
  );
}
