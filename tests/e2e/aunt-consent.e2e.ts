/**
 * The aunt's sharing authorisation end to end (issue 38, item 5): agency 1 opens an aunt without
 * one (sharing disabled, saying why), records it with the signed form uploaded (contact details
 * left out), shares her; agency 2 opens her in the hall and sees her basic profile and photo, her
 * number marked 未授权; agency 1 then sees agency 2's view on her page. Screenshots zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT } from '@/mocks/db/demoAccounts';
import type { Aunt } from '@/api/aunt.types';
import type { UnitedAunt } from '@/api/united.types';
import { pageApi } from '../tooling/chatPages';
import { gradientPng } from './fixtures';
import { appUrl, chromiumForFile, englishPage, loggedIn, opened, screenshot } from './support';

const browser = chromiumForFile();
const api = <T>(page: Page, path: string, body: object) => pageApi<T>(page, appUrl, path, body);

describe('the aunt’s sharing authorisation', () => {
  it('is recorded with the signed form before she is shared; a partner sees only what it covers; her agency sees the partner’s view', async () => {
    const [main, partner] = await Promise.all([ADMIN_ACCOUNT, PARTNER_ACCOUNT].map((account) => loggedIn(browser(), account)));

    // An aunt of agency 1 the seed gave no authorisation (not seeking work, not shared).
    const candidates = await api<Aunt[]>(main, '/aunt/getAunts', { scope: 'all', workStatus: [2, 3, 4], page: 1, pageSize: 50 });
    const consents = await Promise.all(candidates.map((row) => api<unknown>(main, '/aunt/consent/get', { auntId: row.auntId })));
    const aunt = candidates.find((row, index) => row.isShared === 0 && consents[index] === null);
    if (!aunt) throw new Error('the seed has no unshared aunt of agency 1 without an authorisation');

    await main.goto(`${appUrl}/aunt/detail/${aunt.auntId}`);
    const section = main.getByTestId('aunt-consent');
    await section.getByText('未登记授权：她不能被分享到联盟大厅。').waitFor();
    const share = main.getByRole('button', { name: '分享到联盟大厅' });
    await expect.poll(() => share.isDisabled()).toBe(true);
    expect(await share.getAttribute('aria-description')).toBe('没有信息共享授权，不能分享到联盟大厅：请先在“信息共享授权”中登记');
    await share.hover();
    await main.getByRole('tooltip').filter({ hasText: '没有信息共享授权' }).waitFor();
    await screenshot(main, 'aunt-consent-share-disabled-zh', { window: true });
    await section.scrollIntoViewIfNeeded();
    await screenshot(main, 'aunt-consent-none-zh', { window: true });
    const english = await englishPage(browser(), ADMIN_ACCOUNT, `/aunt/detail/${aunt.auntId}`);
    await english.getByTestId('aunt-consent').getByText('No authorisation on file: she cannot be shared to the joint hall.').waitFor();
    await english.getByRole('button', { name: 'Share to the joint hall' }).hover();
    await english.getByRole('tooltip').filter({ hasText: 'No sharing authorisation on file' }).waitFor();
    await screenshot(english, 'aunt-consent-share-disabled-en', { window: true });
    await english.getByTestId('aunt-consent').scrollIntoViewIfNeeded();
    await screenshot(english, 'aunt-consent-none-en', { window: true });

    // Record it: today's date, the default scope (contact details left out), the signed form uploaded.
    await section.getByRole('button', { name: '登记授权' }).click();
    const drawer = main.locator('.ant-drawer').filter({ hasText: '登记信息共享授权' });
    await opened(drawer);
    await drawer.getByRole('button', { name: /上传授权书$/ }).click();
    const upload = main.locator('.ant-modal').filter({ hasText: '本地上传' });
    await opened(upload);
    await upload.locator('input[type=file]').setInputFiles({ name: '授权书.png', mimeType: 'image/png', buffer: gradientPng(120, 160) });
    await upload.getByRole('button', { name: /^上\s*传$/ }).click();
    await upload.waitFor({ state: 'hidden' });
    await drawer.getByTestId('consent-form-file').waitFor();
    await screenshot(main, 'aunt-consent-form-zh', { window: true });
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await main.getByText('授权已登记').first().waitFor();
    await section.getByText(/^授权在案：.*合作公司可见：基本信息、照片、证书$/).waitFor();

    await expect.poll(() => share.isEnabled()).toBe(true);
    await share.click();
    await main.getByText('已分享到联盟大厅').first().waitFor();
    const hallAunt = await api<UnitedAunt>(main, '/united/getAunt', { auntId: aunt.auntId });

    // Agency 2 opens her in the hall: her profile, her number not authorised.
    await partner.goto(`${appUrl}/united/aunt-detail?auntId=${aunt.auntId}`);
    await partner.getByRole('heading', { name: aunt.auntName }).waitFor();
    expect(await partner.locator('[data-field="mobile"] dd').textContent()).toBe('未授权');
    expect(await partner.getByTestId('not-authorised-photo').count()).toBe(0);
    const seen = await api<UnitedAunt>(partner, '/united/getUnitedAunt', { unitedAuntId: hallAunt.unitedAuntId });
    expect([seen.mobile, seen.consentScope]).toEqual(['', ['basic', 'photo', 'certificates']]);
    await screenshot(partner, 'aunt-consent-partner-view-zh', { window: true });

    // Agency 1 sees who viewed her.
    await main.reload();
    const views = main.getByTestId('aunt-consent').locator('.ant-table-tbody tr.ant-table-row');
    await views.first().waitFor();
    expect(await views.first().textContent()).toContain('杭州好帮手家政服务有限公司');
    await main.getByTestId('aunt-consent').scrollIntoViewIfNeeded();
    await screenshot(main, 'aunt-consent-on-file-zh', { window: true });
    await english.reload();
    await english
      .getByTestId('aunt-consent')
      .getByText(/^On file: signed/)
      .waitFor();
    await english.getByTestId('aunt-consent').scrollIntoViewIfNeeded();
    await screenshot(english, 'aunt-consent-on-file-en', { window: true });
  });
});
