/**
 * The aunt's sharing authorisation (calls of ours, api/auntConsent.ts): read, record, withdraw,
 * and partners' views of her hall record. Reading needs her in the caller's company; recording
 * and withdrawing need the ownership permission on her (as sharing does).
 */
import { auntConsentPaths } from '@/api/auntConsent';
import { getDb } from '../db';
import { accessOf, findAunt, requireAct } from '../rules/auntAccess';
import { consentOf, readConsentInput, recordConsent, toConsent, viewsOf, withdrawConsent } from '../rules/auntConsent';
import { UNITED_IDS, readStrict } from '../rules/unitedBody';
import { apiPost, apiWrite, conflict, requireSession } from './kit';

const readAuntId = (body: unknown) => readStrict(body, { auntId: UNITED_IDS.auntId }).auntId;

const getConsent = apiPost(auntConsentPaths.getAuntConsent, (ctx) => {
  const { company } = requireSession(ctx);
  const aunt = findAunt(company.companyId, readAuntId(ctx.body));
  const db = getDb();
  const row = consentOf(db, aunt.auntId);
  return row ? toConsent(db, row) : null;
});

const setConsent = apiWrite(auntConsentPaths.setAuntConsent, (ctx) => {
  const { user, company } = requireSession(ctx);
  const now = new Date();
  const input = readConsentInput(ctx.body, company.companyId, now);
  const aunt = findAunt(company.companyId, input.auntId);
  requireAct(accessOf(user), aunt);
  const db = getDb();
  return toConsent(db, recordConsent(db, aunt, user, input, now.toISOString()));
});

const withdraw = apiWrite(auntConsentPaths.withdrawAuntConsent, (ctx) => {
  const { user, company } = requireSession(ctx);
  const aunt = findAunt(company.companyId, readAuntId(ctx.body));
  requireAct(accessOf(user), aunt);
  const db = getDb();
  const row = consentOf(db, aunt.auntId);
  if (row?.status !== 'onFile') throw conflict({ zh: '该阿姨没有有效的信息共享授权', en: 'She has no sharing authorisation on file' });
  withdrawConsent(db, row, user, new Date().toISOString());
  return toConsent(db, row);
});

const views = apiPost(auntConsentPaths.getAuntConsentViews, (ctx) => {
  const { company } = requireSession(ctx);
  const aunt = findAunt(company.companyId, readAuntId(ctx.body));
  return viewsOf(getDb(), aunt.auntId);
});

export const auntConsentHandlers = [getConsent, setConsent, withdraw, views];
