import { Frame } from '../../shared/shell/frame.js';

export default function PublicLayout() {
  return <Frame layout="public" />;
}
