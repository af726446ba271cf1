/** Where a notice leads: its record's page (domain records), or the list it waits in. */
import type { Notice } from '@/api/notice';
import { pageLink } from '@/app/pageLinks';
import { MY_PENDING_REQUESTS_PATH } from '@/pages/companyApp/orders/requestBell';
import { UNITED_PATHS } from '@/pages/united/shared/paths';

export function noticeRoute({ kind, subjectType, subjectId }: Pick<Notice, 'kind' | 'subjectType' | 'subjectId'>): string {
  switch (subjectType) {
    case 'aunt':
      return pageLink.auntDetail(subjectId);
    case 'employer':
      return pageLink.employerDetail(subjectId);
    case 'order':
      return pageLink.orderDetail(subjectId);
    case 'insurance':
      return '/insurance/orders';
    case 'task':
      return '/dashboard';
    case 'united':
      return kind === 'jointApply' ? UNITED_PATHS.owner : UNITED_PATHS.myAunts;
    case 'appRequest':
      return MY_PENDING_REQUESTS_PATH;
  }
}
