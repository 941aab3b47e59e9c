/**
 * A login result as its own screen (`/<cc>/login/result/<state>`, core §2 and §4): the state's
 * title and text and the way back to the login screen.
 */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { useCountry } from '../../shared/i18n/country-context.js';
import { href } from '../../shared/routing/href.js';
import { isLoginState, LoginResult } from '../../features/login/result.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import '../../features/login/login.css';

export const meta: MetaFunction = ({ params, location }) =>
  isLoginState(params['state'])
    ? pageTitle(location.pathname, `login.state.${params['state']}.title`)
    : pageTitle(location.pathname, 'route.loginResultState.title');

export default function LoginResultState() {
  const { country } = useCountry();
  const { state } = useParams();
  return (
    <article className="login">
      <LoginResult
        state={isLoginState(state) ? state : 'error'}
        heading="h1"
        backTo={href(country, 'login')}
      />
    </article>
  );
}
