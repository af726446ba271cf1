/**
 * Résumé links (ours: api/resumeLink.ts). A public résumé is opened by an unguessable token the
 * agency gets for one of its live aunts; it can be revoked and expires (30 days by default, 90 at
 * most). Without a session, an aunt id answers nothing: an unknown, revoked or expired token and an
 * id get the same 40401 and no data. A signed-in user may ask by the id of an aunt of their own
 * company (the résumé template's preview).
 */
import { resumeLinkPaths, RESUME_LINK_DAYS } from '@/api/resumeLink';
import { getDb, type ResumeLinkRow } from '../db';
import { AUNT_LABEL, findAunt } from '../rules/auntAccess';
import { toPublicAunt } from '../rules/auntView';
import { randomFileKey } from '../rules/files';
import { invalid, notFound } from '../core/errors';
import { apiPost, apiWrite, requireSession, validate } from './kit';
import { AUNT_ID_RULES } from './auntRead';

const DAY_MS = 24 * 3600 * 1000;
const LINK_LABEL = { zh: '简历链接', en: 'Résumé link' };

const isLive = (link: ResumeLinkRow, now: Date) => link.revokedTime === null && Date.parse(link.expiresAt) > now.getTime();

const getResumeLink = apiWrite(resumeLinkPaths.get, (ctx) => {
  const { user, company } = requireSession(ctx);
  const body = validate(ctx.body, {
    ...AUNT_ID_RULES,
    days: { type: 'number', label: { zh: '有效天数', en: 'Days valid' }, integer: true, min: 1, max: RESUME_LINK_DAYS.max },
  });
  const aunt = findAunt(company.companyId, body.auntId);
  const now = new Date();
  const links = getDb().resumeLinks;
  const live = links.find((link) => link.companyId === company.companyId && link.auntId === aunt.auntId && isLive(link, now));
  if (live) return { token: live.token, expiresAt: live.expiresAt };
  const row: ResumeLinkRow = {
    token: randomFileKey(),
    companyId: company.companyId,
    auntId: aunt.auntId,
    createdBy: user.userId,
    createdTime: now.toISOString(),
    expiresAt: new Date(now.getTime() + (body.days ?? RESUME_LINK_DAYS.default) * DAY_MS).toISOString(),
    revokedTime: null,
  };
  // Bounded: the dead links of this aunt go when a new one is made.
  getDb().resumeLinks = [...links.filter((link) => !(link.auntId === aunt.auntId && !isLive(link, now))), row];
  return { token: row.token, expiresAt: row.expiresAt };
});

const revokeResumeLink = apiWrite(resumeLinkPaths.revoke, (ctx) => {
  const { company } = requireSession(ctx);
  const { auntId } = validate(ctx.body, AUNT_ID_RULES);
  const aunt = findAunt(company.companyId, auntId);
  const now = new Date();
  for (const link of getDb().resumeLinks) {
    if (link.companyId === company.companyId && link.auntId === aunt.auntId && isLive(link, now)) link.revokedTime = now.toISOString();
  }
  return null;
});

const getResume = apiPost(resumeLinkPaths.resume, (ctx) => {
  const body = validate(ctx.body, {
    token: { type: 'string', label: LINK_LABEL, maxLength: 64 },
    auntId: { type: 'number', label: AUNT_ID_RULES.auntId.label, integer: true, min: 1 },
  });
  if ((body.token === undefined) === (body.auntId === undefined)) throw invalid({ zh: '请提供简历链接', en: 'Give the résumé link' });
  if (body.auntId !== undefined) {
    // By id: only for a signed-in user, for an aunt of their company; a visitor gets what an unknown token gets.
    if (!ctx.session) throw notFound(AUNT_LABEL);
    return toPublicAunt(findAunt(ctx.session.company.companyId, body.auntId));
  }
  const now = new Date();
  const link = getDb().resumeLinks.find((row) => row.token === body.token);
  const aunt = link && isLive(link, now) ? getDb().aunts.find((row) => row.auntId === link.auntId && row.companyId === link.companyId) : undefined;
  if (!aunt || aunt.isDeleted === 1) throw notFound(AUNT_LABEL);
  return toPublicAunt(aunt);
});

export const resumeLinkHandlers = [getResumeLink, revokeResumeLink, getResume];
