import { Frame } from '../../shared/shell/frame.js';

export default function ErrorLayout() {
  return <Frame layout="error" />;
}
