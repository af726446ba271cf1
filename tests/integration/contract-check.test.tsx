/**
 * Diagnostics (issue 35): with the check on (the dev server, or config.json's `diagnostics`), an
 * answer of another shape than the contract is said at once, naming the call and the field — a
 * toast and the diagnostics page's contract section — instead of an empty cell; with it off,
 * nothing is checked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { withFreshMockDb, tokenFor } from '@/mocks/testing';
import { mockServer } from '@/mocks/node';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { removeToken, setToken } from '@/auth/token';
import { config } from '@/config';
import { getUsers } from '@/api/company';
import { checkAnswer, resetContractFindings } from '@/api/contractCheck';
import { resetUserStores } from '@/stores/resetRegistry';
import { useSettings } from '@/stores/settings';
import { i18n } from '@/i18n';
import { renderApp } from '../render';

withFreshMockDb();
const diagnostics = config.diagnostics;
beforeEach(async () => {
  removeToken();
  resetUserStores();
  resetContractFindings();
  useSettings.setState({ language: 'zh', tagsView: false });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  config.diagnostics = diagnostics;
  resetContractFindings();
});

/** The staff list from a server that names the mobile `phone` and sends ids as strings. */
function staffAnsweredOtherwise() {
  mockServer.use(
    http.post(`*${config.apiBase}/company/getUsers`, () =>
      HttpResponse.json({ code: 200, success: true, error: null, data: [{ userId: '2', contact: '李顾问', phone: '13800000002' }] }),
    ),
  );
}

describe('the contract check', () => {
  it('says which call answered which field otherwise, in a toast and on the diagnostics page (zh, en)', async () => {
    config.diagnostics = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setToken(tokenFor(ADMIN_ACCOUNT));
    renderApp('/diagnostics');
    const section = await screen.findByTestId('diagnostics-contract');
    await within(section).findByText('本次会话（此标签页）中所有回答都与约定一致。');
    staffAnsweredOtherwise();
    await getUsers({ silent: true });
    expect(await screen.findByText(/接口 \/company\/getUsers 的回答与约定不符：字段 \[\]\.mobile 缺少（共 \d+ 处/)).toBeInTheDocument();
    await within(section).findByText('1 个接口的回答与约定不符');
    const rows = within(section)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    expect(rows.some((row) => row.includes('/company/getUsers') && row.includes('[].mobile') && row.includes('缺少'))).toBe(true);
    expect(rows.some((row) => row.includes('[].userId') && row.includes('类型不同') && row.includes('string'))).toBe(true);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[contract] /company/getUsers answered another shape than the contract'));
    // Once per call and set of differences: the same answer again adds nothing.
    await getUsers({ silent: true });
    expect(await checkAnswer('/company/getUsers', [{ userId: '2', contact: '李顾问', phone: '1' }])).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: '[].phone', kind: 'extra' }), expect.objectContaining({ field: '[].mobile', kind: 'missing' })]),
    );
    expect(logged.mock.calls.filter(([text]) => String(text).startsWith('[contract]'))).toHaveLength(1);
    // Kept for the tab's session: a reload lists them again.
    expect(sessionStorage.getItem('contractFindings')).toContain('/company/getUsers');
    await i18n.changeLanguage('en');
    expect(await within(section).findByText('1 call answered another shape than the contract')).toBeInTheDocument();
    expect(within(section).getAllByText('is missing').length).toBeGreaterThan(0);
    within(section).getByRole('button', { name: 'Clear' }).click();
    expect(await within(section).findByText('Every answer this session (this tab) matched the contract.')).toBeInTheDocument();
    expect(sessionStorage.getItem('contractFindings')).toBeNull();
  });

  it('checks nothing when it is off (production without the switch): no schema, no finding', async () => {
    config.diagnostics = false;
    staffAnsweredOtherwise();
    setToken(tokenFor(ADMIN_ACCOUNT));
    renderApp('/diagnostics');
    const section = await screen.findByTestId('diagnostics-contract');
    await within(section).findByText(/约定检查未开启/);
    await getUsers({ silent: true });
    expect(await checkAnswer('/company/getUsers', [{ userId: '2' }])).toEqual([]);
    expect(screen.queryByText(/的回答与约定不符/)).not.toBeInTheDocument();
  });
});
