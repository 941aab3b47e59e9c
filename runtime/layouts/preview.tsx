import { Frame } from '../shell/frame.js';

export default function PreviewLayout() {
  return <Frame layout="preview" />;
}
