/**
 * Ready to work (可上户) on the aunt list, on a fixed China day: each row's badge with her reasons
 * (tooltip and screen-reader text), what the list cannot check said, and 只看可上户 narrowing the page
 * (the filter's reset clears it).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { getAunts } from '@/api/aunt';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { getDb } from '@/mocks/db';
import AuntListPage from '@/pages/aunt/list';
import { LIST_FIELDS } from '@/pages/aunt/list/listData';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]'));
const rowOf = (auntId: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${auntId}"]`)!;

withFreshMockDb();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-28T02:00:00Z'));
  signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
  return () => vi.useRealTimers();
});

describe('aunt list readiness', () => {
  it('shows a not-ready aunt with her reason, a ready one with what the list could not check, and filters the page to the ready', async () => {
    const first = (await getAunts({ page: 1, pageSize: DEFAULT_PAGE_SIZE, scope: 'all', fields: [...LIST_FIELDS] }, { silent: true })).list;
    const companyId = getDb().aunts.find((row) => row.auntId === first[0].auntId)!.companyId;
    const health = getDb().customOptions.find(
      (row) => row.companyId === companyId && row.field === 'certificate' && row.optionName === '健康证',
    )!.customOptionId;
    const [expiring, ready] = [first[0], first[1]].map((aunt) => getDb().aunts.find((row) => row.auntId === aunt.auntId)!);
    for (const row of [expiring, ready]) Object.assign(row, { idCard: '11010519491231002X', birthDate: '1949-12-31', workStatus: 1, certificates: [health] });
    expiring.certificateExpiries = [{ certificateId: health, expiresOn: '2027-01-03' }]; // today + 6
    ready.certificateExpiries = [{ certificateId: health, expiresOn: '2027-01-04' }]; // today + 7

    renderRoutes([{ path: '/aunt/:scope', element: <AuntListPage /> }], '/aunt/all');
    await waitFor(() => expect(rows().length).toBe(first.length));
    const badgeOf = (auntId: number) => rowOf(auntId).querySelector<HTMLElement>('[data-ready]')!;
    await waitFor(() => expect(badgeOf(expiring.auntId)).toHaveTextContent('未就绪'));
    expect(badgeOf(expiring.auntId)).toHaveTextContent('未就绪原因：健康证 7 天内到期');
    expect(badgeOf(ready.auntId)).toHaveTextContent('可上户');
    expect(badgeOf(ready.auntId)).toHaveTextContent('此处未核验：身份证校验位（已脱敏）；保险；授权书');

    await userEvent.hover(badgeOf(expiring.auntId));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('未就绪原因：健康证 7 天内到期');

    const readyCount = rows().filter((row) => row.querySelector('[data-ready="1"]')).length;
    await userEvent.click(screen.getByLabelText('只看可上户'));
    await waitFor(() => expect(rows().length).toBe(readyCount));
    expect(rows().every((row) => row.querySelector('[data-ready="1"]'))).toBe(true);
    expect(rowOf(ready.auntId)).not.toBeNull();
    expect(document.querySelector(`tr[data-row-key="${expiring.auntId}"]`)).toBeNull();
    expect(screen.getByText(`仅筛选当前页：本页 ${readyCount} 位可上户`)).toBeInTheDocument();
    expect(within(document.body).queryByText('未就绪')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /重置/ }));
    await waitFor(() => expect(rows().length).toBe(first.length));
    expect(screen.getByLabelText('只看可上户')).not.toBeChecked();
    expect(screen.queryByText(/仅筛选当前页/)).toBeNull();
    expect(rowOf(expiring.auntId)).not.toBeNull();
  });
});
