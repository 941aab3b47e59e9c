import { Frame } from '../shell/frame.js';

export default function DefaultAppLayout() {
  return <Frame layout="default-app" />;
}
