/**
 * The mini-program's service requests on the top bar's bell: how many are pending with the
 * signed-in staff member (getCompanyAppOrder {status 0, assigneeId: me}, one row asked for its
 * total). Asked when the joint-hall chat starts (its lazy runtime, after the page is idle: nothing
 * of it loads with the dashboard), after every step a user takes on a request, and when the chat
 * socket pushes `appRequest:new` (a member submitted one, or a colleague handed one over), which
 * also shows a notification that opens the requests page on "mine, pending". Quiet: on failure
 * the bell keeps its last count. Users without the requests page are never asked about.
 */
import type { AppRequestPush } from '@/api/chat/adapter';
import { getCompanyAppOrder } from '@/api/companyApp';
import { appFeedback } from '@/app/feedback';
import { getAppRouter } from '@/app/routerRef';
import { i18n } from '@/i18n';
import { REQUEST_STATUS } from '@/domain/appRequestGraph';
import { useAppState } from '@/stores/app';
import { useSession } from '@/stores/session';

/** The requests page on the signed-in user's pending requests (the page reads `mine`). */
export const MY_PENDING_REQUESTS_PATH = '/company-app/orders?mine=1';
const REQUESTS_PAGE = 'CompanyAppOrders';

let lastAsked = 0;

export async function refreshPendingRequests(): Promise<void> {
  const { user, pages } = useSession.getState();
  if (!user || !pages.some((page) => page.pageName === REQUESTS_PAGE)) return;
  const asked = ++lastAsked;
  try {
    const { total } = await getCompanyAppOrder({ status: REQUEST_STATUS.pending, assigneeId: user.userId, page: 1, pageSize: 1 }, { silent: true });
    // A later question, or another session, has the last word.
    if (asked === lastAsked && useSession.getState().user?.userId === user.userId) useAppState.getState().setUnread({ pendingRequests: total });
  } catch {
    // The bell keeps its last count; the next refresh tries again.
  }
}

export function openMyPendingRequests(): void {
  useAppState.getState().setChatWindowOpen(false);
  void getAppRouter()?.navigate?.(MY_PENDING_REQUESTS_PATH);
}

/** A request that has just come to the signed-in user (the chat socket's `appRequest:new`). */
export function deliverAppRequestPush({ request, fromUserName }: AppRequestPush): void {
  void refreshPendingRequests();
  const key = `app-request-${request.appOrderId}`;
  appFeedback.notification.open({
    key,
    title: fromUserName ? i18n.t('layout.requestHandedOver', { from: fromUserName }) : i18n.t('layout.newRequest'),
    description: [request.contactName, request.serviceTypeName, `${request.cityName}${request.district}`].filter(Boolean).join(' · '),
    onClick: () => {
      appFeedback.notification.destroy(key);
      openMyPendingRequests();
    },
  });
}
