// The build's map of texts and pages (runtime/shared/i18n/text-usage.ts textUsagePlugin).
declare module 'virtual:text-usage' {
  import type { TextUsage } from '../../shared/i18n/text-usage.js';

  const usage: TextUsage;
  export default usage;
}
