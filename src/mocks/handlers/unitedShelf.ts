/**
 * Into the hall and off it: addAunt / removeAunt {auntId}, addJob / removeJob {jobId}, on the
 * caller's company's records, with the ownership permission on the aunt or the job (its owner).
 * Taking a record off cancels its open merges (cancelledBy 'takenOff') in the same write.
 */
import { unitedPaths } from '@/api/united';
import { getDb } from '../db';
import { accessOf, findAunt, requireAct } from '../rules/auntAccess';
import { findJob, requireEmployerAct } from '../rules/employerAccess';
import { UNITED_IDS, readStrict } from '../rules/unitedBody';
import { shareAunt, shareJob, takeOffAunt, takeOffJob } from '../rules/unitedHall';
import { toUnitedAunt, toUnitedJob, viewScope } from '../rules/unitedView';
import { apiWrite, conflict } from './kit';
import { unitedSession } from './unitedKit';

const notInHall = () => conflict({ zh: '该记录不在联盟大厅中', en: 'The record is not in the joint hall' });

const addAunt = apiWrite(unitedPaths.addAunt, (ctx) => {
  const { user, company } = unitedSession(ctx);
  const { auntId } = readStrict(ctx.body, { auntId: UNITED_IDS.auntId });
  const aunt = findAunt(company.companyId, auntId);
  requireAct(accessOf(user), aunt);
  const row = shareAunt(getDb(), aunt, user, new Date().toISOString());
  return toUnitedAunt(viewScope(company.companyId, user.userId), row);
});

const removeAunt = apiWrite(unitedPaths.removeAunt, (ctx) => {
  const { user, company } = unitedSession(ctx);
  const { auntId } = readStrict(ctx.body, { auntId: UNITED_IDS.auntId });
  const aunt = findAunt(company.companyId, auntId);
  requireAct(accessOf(user), aunt);
  const db = getDb();
  const row = db.unitedAunts.find((candidate) => candidate.auntId === aunt.auntId && candidate.isOnShelf === 1);
  if (!row) throw notInHall();
  takeOffAunt(db, row, 'takenOff', new Date().toISOString());
  return null;
});

const addJob = apiWrite(unitedPaths.addJob, (ctx) => {
  const { user, company } = unitedSession(ctx);
  const { jobId } = readStrict(ctx.body, { jobId: UNITED_IDS.jobId });
  const { job, employer } = findJob(company.companyId, jobId);
  requireEmployerAct(accessOf(user), job);
  const row = shareJob(getDb(), job, employer, user, new Date().toISOString());
  return toUnitedJob(viewScope(company.companyId, user.userId), row);
});

const removeJob = apiWrite(unitedPaths.removeJob, (ctx) => {
  const { user, company } = unitedSession(ctx);
  const { jobId } = readStrict(ctx.body, { jobId: UNITED_IDS.jobId });
  const { job } = findJob(company.companyId, jobId);
  requireEmployerAct(accessOf(user), job);
  const db = getDb();
  const row = db.unitedJobs.find((candidate) => candidate.jobId === job.jobId && candidate.isOnShelf === 1);
  if (!row) throw notInHall();
  takeOffJob(db, row, 'takenOff', new Date().toISOString());
  return null;
});

export const unitedShelfHandlers = [addAunt, removeAunt, addJob, removeJob];
