import { Frame } from '../shell/frame.js';

export default function ErrorLayout() {
  return <Frame layout="error" />;
}
