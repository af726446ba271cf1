/**
 * "A service request has come to this staff member": raised when a member submits one with a
 * consultant (the control route) and when a colleague assigns one to someone else. The chat
 * service listens and pushes it (`appRequest:new`) to that user's chat sockets, where the top
 * bar's bell counts the pending requests with them. Raised after every check of the write passed;
 * the assignee also gets a notice (rules/notices.ts) unless they handed it to themselves.
 */
import type { AppRequestPush } from '@/api/chatRealtime';
import type { AppRequestRow, MockDb } from '../db';
import { requestNames, toCompanyAppOrder } from './appRequestView';
import { raiseNotice } from './notices';

type Listener = (userId: number, push: AppRequestPush) => void;
const listeners = new Set<Listener>();

export function onRequestForUser(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the request's assignee (nobody when it has none). */
export function announceRequest(db: MockDb, row: AppRequestRow, fromUserId: number): void {
  if (row.assigneeId !== 0 && row.assigneeId !== fromUserId) {
    const notice = { companyId: row.companyId, userId: row.assigneeId, subjectId: row.appOrderId, about: row.contactName } as const;
    raiseNotice(db, { ...notice, kind: 'appRequest', subjectType: 'appRequest' });
  }
  if (row.assigneeId === 0 || listeners.size === 0) return;
  const names = requestNames(db, row.companyId);
  const push: AppRequestPush = { request: toCompanyAppOrder(row, names), fromUserId, fromUserName: names.user.get(fromUserId) ?? '' };
  for (const listener of listeners) listener(row.assigneeId, push);
}
