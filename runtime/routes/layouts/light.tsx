import { Frame } from '../../shared/shell/frame.js';

export default function LightLayout() {
  return <Frame layout="light" />;
}
