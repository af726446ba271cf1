/**
 * The watermark (a company setting of ours, /company/watermark/get): who looks and when, over the
 * screens (Watermark.tsx) and at the top of exported files (DataTable/useTableExport). A server
 * without the call: no watermark, nothing else changes.
 */
import type { UserInfo } from '@/api/user';
import { companyQueries } from '@/api/company.queries';
import { isUnavailable } from '@/api/errors';
import { isCallUnavailable } from '@/api/optional';
import { companyPaths } from '@/api/company';
import { queryClient } from '@/api/queryClient';
import { dateTime } from '@/domain/format';

/** The viewer as the watermark names them: the display name and the last four digits of the mobile. */
export const viewerOf = (user: Pick<UserInfo, 'contact' | 'mobile'>) => ({ name: user.contact, last4: user.mobile.slice(-4) });

/** The screen's line: "<name> <mobile last 4> <YYYY-MM-DD HH:mm>". */
export function screenMark(user: Pick<UserInfo, 'contact' | 'mobile'>, now: number): string {
  const { name, last4 } = viewerOf(user);
  return `${name} ${last4} ${dateTime(now)}`;
}

/** Whether the company has the watermark on (cached); false when the server lacks the call, a failure otherwise. */
export async function watermarkOn(): Promise<boolean> {
  if (isCallUnavailable(companyPaths.getWatermark)) return false;
  try {
    return (await queryClient.fetchQuery(companyQueries.watermark())).enabled === 1;
  } catch (error) {
    if (isUnavailable(error)) return false;
    throw error;
  }
}
