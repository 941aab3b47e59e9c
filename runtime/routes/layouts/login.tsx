import { Frame } from '../../shared/shell/frame.js';

export default function LoginLayout() {
  return <Frame layout="login" />;
}
