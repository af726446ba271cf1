/**
 * Limits of the company's own settings (company info, tracking days, departments): shared by the
 * forms that check them before sending and the mock that enforces them (docs/DECISIONS.md,
 * "Company info and departments").
 *
 * @example
 *   rules={[{ max: COMPANY_LIMITS.departmentName }]}
 */
export const COMPANY_LIMITS = {
  /** Company name, characters (trimmed). */
  nameMin: 2,
  nameMax: 50,
  /** Days a follow-up is tracked (/company/setCompanyTrackDays), inclusive. */
  trackDaysMin: 1,
  trackDaysMax: 365,
  /** Department name, characters (trimmed); unique among the departments of one parent. */
  departmentName: 30,
  /** Departments of one company. */
  departments: 200,
} as const;

/**
 * What an add-aunt QR code value is: the address of a picture of the code (a server that draws it
 * itself), or the link the code encodes (the mock: the mini-program's join page), which the page
 * draws as a QR code.
 */
export function isQrImageUrl(value: string): boolean {
  return /\.(png|jpe?g|gif|webp|svg)(\?.*)?$/i.test(value) || /\/sys\/file\/[0-9a-f]{32}$/.test(value);
}
