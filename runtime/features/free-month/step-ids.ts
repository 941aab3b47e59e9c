/** The payment-free month's step this version has (steps.ts has its component). */
export const FREE_MONTH_STEP_IDS = ['freemonth'] as const;

export type FreeMonthStepId = (typeof FREE_MONTH_STEP_IDS)[number];
