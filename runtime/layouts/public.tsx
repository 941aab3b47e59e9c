import { Frame } from '../shell/frame.js';

export default function PublicLayout() {
  return <Frame layout="public" />;
}
