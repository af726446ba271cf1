/**
 * The recycle bin's retention setting (KeepDaysSetting, ours: /recyclebin/getKeepDays · setKeepDays)
 * against the mock: loading, the saved value, a change asked once (one prompt however often the
 * option is picked) and stored, a refusal that keeps the value, a server without the calls, and a
 * user without company.manage who sees it disabled with the reason.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recyclebinPaths } from '@/api/recyclebin';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { KeepDaysSetting } from '@/pages/recyclebin/KeepDaysSetting';
import { renderWithProviders } from '../render';
import { recordBodies } from '../requests';
import { signInAs, signInForTest } from '../session';
import '@/i18n/texts/recyclebin';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const adminCompany = () => {
  const companyId = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;
  return getDb().companies.find((company) => company.companyId === companyId)!;
};
const setting = () => screen.getByTestId('recycle-keep-days');
const combobox = () => screen.getByRole('combobox', { name: '回收站保留天数' });
/** What the select shows (its selected item). */
const shown = () => setting().querySelector('.ant-select-content')?.textContent ?? '';
/** The open confirmation dialogs (a closed one may linger in jsdom: its animation never ends). */
const openPrompts = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-confirm')).filter((dialog) => !dialog.closest('.ant-zoom-leave, [style*="display: none"]'));
const buttonIn = (root: HTMLElement, text: string) => {
  const button = Array.from(root.querySelectorAll('button')).find((candidate) => candidate.textContent?.replace(/\s/g, '') === text);
  if (!button) throw new Error(`no button ${text}`);
  return button;
};
/** Opens the select and clicks the option (again and again when asked). */
async function pick(label: string, times = 1) {
  for (let time = 0; time < times; time += 1) {
    fireEvent.mouseDown(combobox());
    const option = await waitFor(() => {
      const all = screen.getAllByText(label, { selector: '.ant-select-item-option-content' });
      return all[all.length - 1]!;
    });
    await userEvent.click(option);
  }
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('recycle bin retention setting', () => {
  it('shows loading, then the saved value', async () => {
    adminCompany().recycleKeepDays = 90;
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.post(apiPattern(recyclebinPaths.getKeepDays), async () => {
        await held;
        return HttpResponse.json({ code: 200, success: true, data: { keepDays: 90 } });
      }),
    );
    renderWithProviders(<KeepDaysSetting onPurged={() => undefined} />);
    await waitFor(() => expect(setting().querySelector('.ant-select-loading, .ant-select-arrow-loading')).not.toBeNull());
    expect(combobox()).toBeDisabled();
    answer();
    await waitFor(() => expect(shown()).toBe('90 天'));
    expect(combobox()).not.toBeDisabled();
  });

  it('asks once however often the option is picked, then stores the choice and refreshes the bin', async () => {
    const bodies = recordBodies<{ keepDays: number }>(recyclebinPaths.setKeepDays);
    let purged = 0;
    renderWithProviders(<KeepDaysSetting onPurged={() => (purged += 1)} />);
    await waitFor(() => expect(shown()).toBe('不自动清除'));
    await pick('30 天');
    const prompt = await waitFor(() => {
      const [dialog] = openPrompts();
      if (!dialog) throw new Error('no prompt');
      return dialog;
    });
    expect(prompt).toHaveTextContent('回收站保留天数改为“30 天”？');
    expect(prompt).toHaveTextContent('删除超过 30 天的记录');
    // A second pick while asking: the select is disabled, and a change that gets through asks nothing more.
    expect(combobox()).toBeDisabled();
    await pick('30 天');
    expect(openPrompts()).toHaveLength(1);
    expect(adminCompany().recycleKeepDays ?? 0).toBe(0);
    await userEvent.click(buttonIn(prompt, '保存'));
    expect(await screen.findByText('已保存回收站保留天数')).toBeInTheDocument();
    expect(bodies).toEqual([{ keepDays: 30 }]);
    expect(adminCompany().recycleKeepDays).toBe(30);
    await waitFor(() => expect(shown()).toBe('30 天'));
    expect(purged).toBe(1);
  });

  it('a refused save says why and keeps the value shown and stored', async () => {
    adminCompany().recycleKeepDays = 90;
    mockServer.use(
      http.post(apiPattern(recyclebinPaths.setKeepDays), () =>
        HttpResponse.json({ code: 40001, success: false, data: null, error: '回收站保留天数须为 0（不自动清除）或 7–365' }),
      ),
    );
    renderWithProviders(<KeepDaysSetting onPurged={() => undefined} />);
    await waitFor(() => expect(shown()).toBe('90 天'));
    await pick('7 天');
    const prompt = await waitFor(() => {
      const [dialog] = openPrompts();
      if (!dialog) throw new Error('no prompt');
      return dialog;
    });
    await userEvent.click(buttonIn(prompt, '保存'));
    expect(await screen.findByText('回收站保留天数须为 0（不自动清除）或 7–365')).toBeInTheDocument();
    expect(adminCompany().recycleKeepDays).toBe(90);
    await waitFor(() => expect(combobox()).not.toBeDisabled());
    expect(shown()).toBe('90 天');
  });

  it('on a server without the calls says it is unavailable', async () => {
    mockServer.use(http.post(apiPattern(recyclebinPaths.getKeepDays), () => new HttpResponse(null, { status: 404 })));
    renderWithProviders(<KeepDaysSetting onPurged={() => undefined} />);
    expect(await screen.findByText('当前服务器不支持此功能')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('a user without company.manage sees the value, disabled, with the reason', async () => {
    adminCompany().recycleKeepDays = 30;
    await signInAs(STAFF_ACCOUNT);
    const staffCompany = getDb().users.find((user) => user.mobile === STAFF_ACCOUNT.mobile)!.companyId;
    expect(staffCompany).toBe(adminCompany().companyId);
    renderWithProviders(<KeepDaysSetting onPurged={() => undefined} />);
    await waitFor(() => expect(shown()).toBe('30 天'));
    expect(combobox()).toBeDisabled();
    expect(setting().querySelector('[title="仅可管理公司设置的员工可修改"]')).not.toBeNull();
  });
});
