/**
 * core §2 login/providers/signicat-demo-login: the login screen opened on Signicat's test environment: the browser leaves for the e-ID broker at once
 * (runtime/features/login/screen.tsx). The route exists only in the countries whose terms offer signicat-demo
 * (countries/<cc>.yaml login.providers, schema/routes.yaml loginProvider).
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoginIsland } from '../../features/login/login-island.js';
import { loginTermsOf } from '../../features/login/terms.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.loginProvidersSignicatDemoLogin.title');

export function loader({ request }: LoaderFunctionArgs) {
  return loginTermsOf(request);
}

export default function SignicatDemoLoginPage() {
  const { providers, notice } = useLoaderData<typeof loader>();
  return (
    <LoginIsland
      providers={providers}
      notice={notice}
      open="signicat-demo"
      title="route.loginProvidersSignicatDemoLogin.title"
    />
  );
}
