/**
 * core §2 login/providers/signicat-login: the login screen opened on Signicat: the browser leaves for the e-ID broker at once
 * (runtime/features/login/screen.tsx). The route exists only in the countries whose terms offer signicat
 * (countries/<cc>.yaml login.providers, schema/routes.yaml loginProvider).
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoginIsland } from '../../features/login/login-island.js';
import { loginTermsOf } from '../../features/login/terms.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.loginProvidersSignicatLogin.title');

export function loader({ request }: LoaderFunctionArgs) {
  return loginTermsOf(request);
}

export default function SignicatLoginPage() {
  const { providers, notice } = useLoaderData<typeof loader>();
  return (
    <LoginIsland
      providers={providers}
      notice={notice}
      open="signicat"
      title="route.loginProvidersSignicatLogin.title"
    />
  );
}
