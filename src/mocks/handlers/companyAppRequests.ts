/**
 * Service requests of the mini-program (/companyApp/getCompanyAppOrder, setCompanyAppOrder). Any
 * signed-in staff member of the company reads them; a step needs the employer ownership
 * permission on the request's assignee and the graph's leave (domain/appRequestGraph.ts), and is
 * one write: a conversion stores the employer and the job with it. An assignment tells the new
 * assignee (rules/appRequestEvents.ts).
 */
import { companyAppPaths } from '@/api/companyApp';
import { getDb } from '../db';
import { announceRequest } from '../rules/appRequestEvents';
import { convertRequest } from '../rules/appRequestConvert';
import { readRequestQuery, readRequestStep } from '../rules/appRequestInput';
import { applyRequestStep, requireRequestStep } from '../rules/appRequestSteps';
import { findRequest, matchRequests, requestNames, requestSummary, requireRequestAct, sortRequests, toCompanyAppOrder } from '../rules/appRequestView';
import { accessOf, enabledStaff } from '../rules/employerAccess';
import { DEFAULT_PAGE_SIZE } from '../rules/listQuery';
import { apiPost, apiWrite, invalid, listResult, paginate, requireSession } from './kit';

const getCompanyAppOrder = apiPost(companyAppPaths.getCompanyAppOrder, (ctx) => {
  const { company } = requireSession(ctx);
  const query = readRequestQuery(ctx.body);
  const db = getDb();
  const names = requestNames(db, company.companyId);
  const now = new Date();
  const rows = matchRequests(db, company.companyId, query, names, now);
  const tabRows = query.status === undefined ? rows : matchRequests(db, company.companyId, query, names, now, false);
  const page = paginate(sortRequests(rows, query), query, DEFAULT_PAGE_SIZE);
  return listResult(
    page.list.map((row) => toCompanyAppOrder(row, names)),
    page.total,
    requestSummary(tabRows),
  );
});

const setCompanyAppOrder = apiWrite(companyAppPaths.setCompanyAppOrder, (ctx) => {
  const { user, company } = requireSession(ctx);
  const body = readRequestStep(ctx.body);
  const db = getDb();
  const row = findRequest(db, company.companyId, body.appOrderId);
  requireRequestAct(accessOf(user), row);
  requireRequestStep(row, body.action);
  const time = new Date().toISOString();
  switch (body.action) {
    case 'accept':
    case 'reopen':
      applyRequestStep(row, { action: body.action, actorId: user.userId }, time);
      break;
    case 'assign': {
      if (!enabledStaff(company.companyId, body.assigneeId)) throw invalid({ zh: '负责人不存在或已停用', en: 'The assignee does not exist or is disabled' });
      applyRequestStep(row, { action: 'assign', actorId: user.userId, assigneeId: body.assigneeId }, time);
      announceRequest(db, row, user.userId);
      break;
    }
    case 'close':
      applyRequestStep(row, { action: 'close', actorId: user.userId, closeReason: body.closeReason, closeRemark: body.closeRemark }, time);
      break;
    case 'convert': {
      const { employer, job } = convertRequest(row, user, body, time);
      applyRequestStep(row, { action: 'convert', actorId: user.userId, employerId: employer.employerId, jobId: job.jobId }, time);
      break;
    }
  }
  return toCompanyAppOrder(row, requestNames(db, company.companyId));
});

export const companyAppRequestHandlers = [getCompanyAppOrder, setCompanyAppOrder];
