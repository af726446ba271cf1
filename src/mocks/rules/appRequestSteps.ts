/**
 * Moving a service request (/companyApp/setCompanyAppOrder) through its graph
 * (domain/appRequestGraph.ts): the one place a request's status, assignee and links change, used
 * by the handler, the seed and the control route that lets a member submit one. A step the graph
 * does not allow is 40901 and changes nothing; every step is written to the request's history.
 */
import type { CompanyAppOrderStatus } from '@/api/companyApp.types';
import { REQUEST_STATUS, requestStatusAfter, requestStepAllowed, type RequestAction } from '@/domain/appRequestGraph';
import { APP_REQUEST_HISTORY_MAX, type AppRequestRow, type AppRequestStepRow } from '../db';
import { conflict, invalid, type Msg } from '../core/errors';

const STATUS_WORDS: Record<CompanyAppOrderStatus, Msg> = {
  0: { zh: '待受理', en: 'pending' },
  1: { zh: '跟进中', en: 'being followed up' },
  2: { zh: '已转客户', en: 'converted' },
  3: { zh: '已关闭', en: 'closed' },
};

const ACTION_WORDS: Record<RequestAction, Msg> = {
  accept: { zh: '受理', en: 'accepted' },
  assign: { zh: '分配', en: 'assigned' },
  convert: { zh: '转为客户', en: 'converted' },
  close: { zh: '关闭', en: 'closed' },
  reopen: { zh: '重新打开', en: 'reopened' },
};

/** 40901 unless the graph allows `action` on the request as it is. */
export function requireRequestStep(row: Pick<AppRequestRow, 'status'>, action: RequestAction): void {
  if (requestStepAllowed(row.status, action)) return;
  const status = STATUS_WORDS[row.status];
  const verb = ACTION_WORDS[action];
  throw conflict({ zh: `该需求${status.zh}，不能${verb.zh}`, en: `The request is ${status.en} and cannot be ${verb.en}` });
}

export interface RequestStep {
  action: RequestAction;
  /** The staff member taking the step. */
  actorId: number;
  /** assign: to whom (an enabled staff member, checked by the caller). */
  assigneeId?: number;
  closeReason?: number;
  closeRemark?: string;
  /** convert: what it became. */
  employerId?: number;
  jobId?: number | null;
}

function record(row: AppRequestRow, step: AppRequestStepRow): void {
  row.history.push(step);
  if (row.history.length > APP_REQUEST_HISTORY_MAX) row.history.splice(0, row.history.length - APP_REQUEST_HISTORY_MAX);
}

/** Applies one step to the stored row at `time` (checked against the graph first). */
export function applyRequestStep(row: AppRequestRow, step: RequestStep, time: string): void {
  requireRequestStep(row, step.action);
  switch (step.action) {
    case 'accept':
      row.assigneeId = step.actorId;
      break;
    case 'assign':
      if (step.assigneeId === undefined) throw invalid({ zh: '请选择分配给谁', en: 'Choose who gets the request' });
      if (step.assigneeId === row.assigneeId) throw conflict({ zh: '该需求已在这位员工名下', en: 'The request is already with this staff member' });
      row.assigneeId = step.assigneeId;
      break;
    case 'convert':
      row.employerId = step.employerId ?? null;
      row.jobId = step.jobId ?? null;
      break;
    case 'close':
      row.closeReason = step.closeReason ?? 0;
      row.closeRemark = step.closeRemark ?? '';
      break;
    case 'reopen':
      row.closeReason = 0;
      row.closeRemark = '';
      if (row.assigneeId === 0) row.assigneeId = step.actorId;
      break;
  }
  row.status = requestStatusAfter(row.status, step.action);
  record(row, { action: step.action, userId: step.actorId, ...(step.action === 'assign' ? { toUserId: row.assigneeId } : {}), time });
  row.updatedTime = time;
}

/** A new request as a member submits it: pending, with its consultant (0: nobody), its history started. */
export function submittedRequest(
  fields: Omit<AppRequestRow, 'status' | 'closeReason' | 'closeRemark' | 'employerId' | 'jobId' | 'history' | 'updatedTime'>,
): AppRequestRow {
  return {
    ...fields,
    status: REQUEST_STATUS.pending,
    closeReason: 0,
    closeRemark: '',
    employerId: null,
    jobId: null,
    history: [{ action: 'submit', userId: 0, time: fields.createdTime }],
    updatedTime: fields.createdTime,
  };
}
