/**
 * The watermark setting (ours): /company/watermark/get answers {enabled} to any signed-in user of
 * the company (0 until set); /company/watermark/set stores 0 or 1 for company.manage only. Refusals
 * (40301 without the permission, 40001 for anything but the number 0 or 1) store nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getWatermark, setWatermark } from '@/api/company';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const companiesNow = () => JSON.stringify(getDb().companies);

describe('/company/watermark', () => {
  it('is off until set, for the admin and for staff', async () => {
    expect(await getWatermark(silent)).toEqual({ enabled: 0 });
    setToken(tokenFor(STAFF_ACCOUNT));
    expect(await getWatermark(silent)).toEqual({ enabled: 0 });
  });

  it('stores what the admin sets, and staff of the company read it', async () => {
    expect(await setWatermark({ enabled: 1 }, silent)).toEqual({ enabled: 1 });
    expect(getDb().companies.find((row) => row.companyId === 1)!.watermark).toBe(1);
    setToken(tokenFor(STAFF_ACCOUNT));
    expect(await getWatermark(silent)).toEqual({ enabled: 1 });
    setToken(tokenFor(ADMIN_ACCOUNT));
    expect(await setWatermark({ enabled: 0 }, silent)).toEqual({ enabled: 0 });
    expect(await getWatermark(silent)).toEqual({ enabled: 0 });
  });

  it('refuses staff without company.manage (40301) and stores nothing', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const before = companiesNow();
    expect((await failure(setWatermark({ enabled: 1 }, silent))).code).toBe(40301);
    expect(companiesNow()).toBe(before);
  });

  it('refuses anything but the number 0 or 1 (40001) and stores nothing', async () => {
    const before = companiesNow();
    for (const body of [{ enabled: 2 }, { enabled: '1' }, { enabled: true }, { enabled: 0.5 }, {}, { enabled: 1, extra: 1 }]) {
      const error = await failure(setWatermark(body as never, silent));
      expect(error.code, JSON.stringify(body)).toBe(40001);
    }
    expect(companiesNow()).toBe(before);
  });
});
