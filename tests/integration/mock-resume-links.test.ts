/**
 * Résumé links in the mock (ours: api/resumeLink.ts): a public résumé answers only a live token;
 * aunt ids answer nothing without a session (the same 40401 as an unknown token); revoked and
 * expired links (fixed clock) answer nothing; bounds and validation store nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAunt } from '@/api/aunt';
import { postUnchecked } from '@/api/http';
import { getResumeByToken, getResumeLink, getResumePreview, resumeLinkPaths, revokeResumeLink } from '@/api/resumeLink';
import { removeToken } from '@/auth/token';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

const NOT_FOUND = 40401;
const DAY_MS = 24 * 3600 * 1000;
const companyOf = (mobile: string) => getDb().users.find((user) => user.mobile === mobile)!.companyId;
const liveAunt = (companyId = companyOf(ADMIN_ACCOUNT.mobile)) => getDb().aunts.find((row) => row.companyId === companyId && row.isDeleted === 0)!;

withFreshMockDb();
beforeEach(() => actAs(ADMIN_ACCOUNT));
afterEach(() => {
  vi.useRealTimers();
  removeToken();
});

describe('résumé links', () => {
  it('ids 1–300 answer nothing without a session, by getAunt or by the résumé call', async () => {
    removeToken();
    for (let auntId = 1; auntId <= 300; auntId += 1) {
      const byGetAunt = await failure(getAunt({ auntId, isDeleted: 0, userId: 0 }, { ...silent, anonymous: true }));
      const byResume = await failure(postUnchecked(resumeLinkPaths.resume, { auntId }, { ...silent, anonymous: true }));
      expect([auntId, byGetAunt.code, byResume.code, byGetAunt.serverMessage === byResume.serverMessage]).toEqual([auntId, NOT_FOUND, NOT_FOUND, true]);
    }
  });

  it('a token opens the public view without a session, the same link is answered again, and an unknown token answers like an id', async () => {
    const aunt = liveAunt();
    const first = await getResumeLink({ auntId: aunt.auntId }, silent);
    expect(first.token).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);
    expect(await getResumeLink({ auntId: aunt.auntId }, silent)).toEqual(first);
    removeToken();
    const shown = await getResumeByToken(first.token, silent);
    expect(shown.auntName).toBe(aunt.auntName);
    expect(JSON.stringify(shown)).not.toContain(aunt.idCard);
    const unknown = await failure(getResumeByToken('0123456789abcdef0123456789abcdef', silent));
    expect(unknown.code).toBe(NOT_FOUND);
  });

  it('a revoked link answers nothing; the next one is a new token', async () => {
    const aunt = liveAunt();
    const { token } = await getResumeLink({ auntId: aunt.auntId }, silent);
    await revokeResumeLink({ auntId: aunt.auntId }, silent);
    expect(getDb().resumeLinks.find((row) => row.token === token)?.revokedTime).not.toBeNull();
    expect((await failure(getResumeByToken(token, silent))).code).toBe(NOT_FOUND);
    const next = await getResumeLink({ auntId: aunt.auntId }, silent);
    expect(next.token).not.toBe(token);
    expect((await getResumeByToken(next.token, silent)).auntId).toBe(aunt.auntId);
  });

  it('expires after its days (fixed clock), and a new link replaces the dead one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const aunt = liveAunt();
    const { token, expiresAt } = await getResumeLink({ auntId: aunt.auntId, days: 7 }, silent);
    expect(expiresAt).toBe('2026-03-08T08:00:00.000Z');
    vi.setSystemTime(new Date('2026-03-08T07:59:00Z'));
    expect((await getResumeByToken(token, silent)).auntId).toBe(aunt.auntId);
    vi.setSystemTime(new Date('2026-03-08T08:00:00Z'));
    expect((await failure(getResumeByToken(token, silent))).code).toBe(NOT_FOUND);
    actAs(ADMIN_ACCOUNT);
    const next = await getResumeLink({ auntId: aunt.auntId }, silent);
    expect(next.expiresAt).toBe('2026-04-07T08:00:00.000Z');
    expect(
      getDb()
        .resumeLinks.filter((row) => row.auntId === aunt.auntId)
        .map((row) => row.token),
    ).toEqual([next.token]);
  });

  it('refuses bad days, bad bodies and another agency’s aunt, storing nothing', async () => {
    const aunt = liveAunt();
    await refused(() => getResumeLink({ auntId: aunt.auntId, days: 0 }, silent), 40001);
    await refused(() => getResumeLink({ auntId: aunt.auntId, days: 91 }, silent), 40001);
    await refused(() => getResumeLink({ auntId: aunt.auntId, days: 1.5 }, silent), 40001);
    await refused(() => getResumeLink({ auntId: liveAunt(companyOf(PARTNER_ACCOUNT.mobile)).auntId }, silent), NOT_FOUND);
    await refused(() => revokeResumeLink({ auntId: liveAunt(companyOf(PARTNER_ACCOUNT.mobile)).auntId }, silent), NOT_FOUND);
    await refused(() => postUnchecked(resumeLinkPaths.resume, { token: 'x'.repeat(65) }, silent), 40001);
    await refused(() => postUnchecked(resumeLinkPaths.resume, {}, silent), 40001);
    await refused(() => postUnchecked(resumeLinkPaths.resume, { token: 'abc', auntId: aunt.auntId }, silent), 40001);
    removeToken();
    await refused(() => getResumeLink({ auntId: aunt.auntId }, silent), 50008);
    expect(getDb().resumeLinks).toEqual([]);
  });

  it('a signed-in user previews the résumé of their own agency’s aunt by id, not another agency’s', async () => {
    const aunt = liveAunt();
    expect((await getResumePreview(aunt.auntId, silent)).auntName).toBe(aunt.auntName);
    expect((await failure(getResumePreview(liveAunt(companyOf(PARTNER_ACCOUNT.mobile)).auntId, silent))).code).toBe(NOT_FOUND);
  });
});
