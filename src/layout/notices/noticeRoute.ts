/**
 * Where a notice leads: its record's page (domain records), or the list it waits in. A digest leads
 * to the list of its kind: the employers on "follow-up due"; aunts, orders and insurance unfiltered
 * (those lists have no expiry filter an address can carry); tasks, the dashboard's task list.
 */
import type { Notice } from '@/api/notice';
import { linkTo, pageLink } from '@/app/pageLinks';
import { followUpDueLink } from '@/pages/employer/list/followUpDueLink';
import { MY_PENDING_REQUESTS_PATH } from '@/pages/companyApp/orders/requestBell';
import { UNITED_PATHS } from '@/pages/united/shared/paths';

export function noticeRoute({ kind, subjectType, subjectId, count }: Pick<Notice, 'kind' | 'subjectType' | 'subjectId' | 'count'>): string {
  if (count !== undefined) {
    if (kind === 'followUpDue') return followUpDueLink();
    if (kind === 'healthExpiring') return linkTo('aunt/list');
    if (kind === 'contractEnding') return linkTo('order/list');
  }
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
