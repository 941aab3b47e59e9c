import { Frame } from '../shell/frame.js';

export default function LightLayout() {
  return <Frame layout="light" />;
}
