import { Frame } from '../shell/frame.js';

export default function LoginLayout() {
  return <Frame layout="login" />;
}
