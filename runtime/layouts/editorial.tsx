import { Frame } from '../shell/frame.js';

export default function EditorialLayout() {
  return <Frame layout="editorial" />;
}
