/**
 * The service-request graph of the company's mini-program (/companyApp/ getCompanyAppOrder,
 * setCompanyAppOrder) as data, shared by the mock (which enforces it: a step not allowed answers
 * 40901 and changes nothing) and the requests page (which offers only what it allows).
 *
 *   0 pending   ──accept──▶ 1 following   (the one who accepts becomes the assignee)
 *   0 / 1       ──assign──▶ same status   (another staff member; a pending request raises their bell)
 *   1 following ──convert─▶ 2 converted   (an employer, new or existing, and a job, in one write)
 *   0 / 1       ──close───▶ 3 closed      (with a reason; "other" needs a remark)
 *   3 closed    ──reopen──▶ 1 following   (closed by mistake: back to whoever had it, else the actor)
 *   2 converted: final (the employer and the job carry on in the recruitment flow)
 *
 * A request arrives pending, assigned to the member's consultant (the staff member whose share
 * brought the member in) or to nobody. Who may act follows the employer ownership permissions on
 * the request's assignee (employer.own / unowned / others), as a request is an employer to be.
 */
import type { CompanyAppOrderStatus } from '@/api/companyApp.types';
import type { ColoredCode } from './employerCodes';

export const REQUEST_STATUS = { pending: 0, following: 1, converted: 2, closed: 3 } as const satisfies Record<string, CompanyAppOrderStatus>;

export const REQUEST_STATUSES: readonly CompanyAppOrderStatus[] = [0, 1, 2, 3];

/** Display of a status: i18n key `companyApp.requests.status.<key>` and its tag colour. */
export const REQUEST_STATUS_LOOK: Record<CompanyAppOrderStatus, { key: keyof typeof REQUEST_STATUS; color: 'orange' | 'blue' | 'green' | 'default' }> = {
  0: { key: 'pending', color: 'orange' },
  1: { key: 'following', color: 'blue' },
  2: { key: 'converted', color: 'green' },
  3: { key: 'closed', color: 'default' },
};

/** The statuses as coloured tags (components/order CodeTag). */
export const REQUEST_STATUS_CODES: readonly ColoredCode<CompanyAppOrderStatus>[] = REQUEST_STATUSES.map((value) => ({
  value,
  labelKey: `companyApp.requests.status.${REQUEST_STATUS_LOOK[value].key}`,
  color: REQUEST_STATUS_LOOK[value].color,
}));

/** The steps on one request, in the order the page shows them. */
export const REQUEST_ACTIONS = ['accept', 'assign', 'convert', 'close', 'reopen'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

interface RequestTransition {
  from: readonly CompanyAppOrderStatus[];
  /** The status after the step; null keeps the current one. */
  to: CompanyAppOrderStatus | null;
}

export const REQUEST_TRANSITIONS: Record<RequestAction, RequestTransition> = {
  accept: { from: [0], to: 1 },
  assign: { from: [0, 1], to: null },
  convert: { from: [1], to: 2 },
  close: { from: [0, 1], to: 3 },
  reopen: { from: [3], to: 1 },
};

/** Why a request was closed (i18n `companyApp.requests.closeReason.<n>`); 5 "other" needs a remark. */
export const CLOSE_REASONS = [1, 2, 3, 4, 5] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const CLOSE_REASON_OTHER: CloseReason = 5;

/** Whether `action` may run on a request in `status`. */
export function requestStepAllowed(status: CompanyAppOrderStatus, action: RequestAction): boolean {
  return REQUEST_TRANSITIONS[action].from.includes(status);
}

/** The steps open on a request, in the order the page shows them. */
export function allowedRequestActions(status: CompanyAppOrderStatus): RequestAction[] {
  return REQUEST_ACTIONS.filter((action) => requestStepAllowed(status, action));
}

/** The status a step leads to from `status`. */
export function requestStatusAfter(status: CompanyAppOrderStatus, action: RequestAction): CompanyAppOrderStatus {
  return REQUEST_TRANSITIONS[action].to ?? status;
}
