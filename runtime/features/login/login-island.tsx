/**
 * The login screen as an island (docs/decisions/0026): the login pages leave out the framework,
 * and runtime/islands/login.tsx hydrates the screen from the props written here.
 */
import { Island } from '../../shared/islands/island.js';
import { LoginScreen } from './screen.js';

export type LoginScreenProps = Parameters<typeof LoginScreen>[0];

export function LoginIsland(props: LoginScreenProps) {
  return (
    <Island name="login" props={props}>
      <LoginScreen {...props} />
    </Island>
  );
}
