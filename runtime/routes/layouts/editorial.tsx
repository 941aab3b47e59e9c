import { Frame } from '../../shared/shell/frame.js';

export default function EditorialLayout() {
  return <Frame layout="editorial" />;
}
