/** The shapes the global-messages modules share, apart so that neither imports the other's code. */
import type { UserMessage } from '../../../generated/entities/types.js';

/** A maintenance message's texts, shown instead of a page (spec 4 Messages). */
export interface MaintenanceText {
  readonly title: string;
  readonly message: string;
}

export interface GlobalMessages {
  /** Newest start first; empty until the first answer. */
  readonly messages: readonly UserMessage[];
  readonly maintenance: MaintenanceText | null;
}
