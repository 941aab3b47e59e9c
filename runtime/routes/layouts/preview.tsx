import { Frame } from '../../shared/shell/frame.js';

export default function PreviewLayout() {
  return <Frame layout="preview" />;
}
