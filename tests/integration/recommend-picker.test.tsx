/**
 * The recommend-aunt picker over the aunt list machinery, against the mock backend: the default
 * 找工作 filter reaches the server; it starts filtered to the order's service type (from the
 * order detail page too) and clearing that filter asks for every service type; aunts already on the order and working aunts cannot be
 * selected; confirming passes the chosen ids; a rejected confirm keeps the dialog and the
 * selection; reopening starts with no selection.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import { auntPaths, getAunts, type AuntListQuery } from '@/api/aunt';
import { create } from '@/api/order';
import { RecommendAuntPicker } from '@/components/order/RecommendAuntPicker';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import OrderDetailPage from '@/pages/order/detail';
import { renderRoutes, renderWithProviders } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function Harness({ exclude = [], serviceType, onConfirm }: { exclude?: number[]; serviceType?: number; onConfirm: (ids: number[]) => Promise<void> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open picker
      </button>
      <RecommendAuntPicker
        open={open}
        serviceType={serviceType}
        excludeAuntIds={exclude}
        orderId={0}
        jobStart="2026-12-30"
        onCancel={() => setOpen(false)}
        onConfirm={async (ids) => {
          await onConfirm(ids);
          setOpen(false);
        }}
      />
    </>
  );
}

/** The open dialog: a closed one lingers in jsdom in its leave state (the animation never ends). */
const dialog = () => {
  const open = screen.getAllByRole('dialog').filter((candidate) => !candidate.className.includes('-leave'));
  if (open.length !== 1) throw new Error(`${open.length} open dialogs`);
  return open[0];
};
const closed = () => screen.queryAllByRole('dialog').every((candidate) => candidate.className.includes('-leave'));
/** A button by its text (antd spaces two-character CJK labels: 推 荐). */
const buttonIn = (root: HTMLElement, text: string) => {
  const button = Array.from(root.querySelectorAll('button')).find((candidate) => candidate.textContent?.replace(/\s/g, '') === text);
  if (!button) throw new Error(`no button ${text}`);
  return button;
};
const rowOf = (auntId: number) => dialog().querySelector<HTMLElement>(`tr[data-row-key="${auntId}"]`);
const checkboxOf = (auntId: number) => rowOf(auntId)!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
const shownIds = () => Array.from(dialog().querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));

/** The service-type filter of the open picker (its select, with the chosen tags and the clear button). */
const serviceTypeSelect = () => within(dialog()).getByLabelText('服务类型', { selector: 'input' }).closest<HTMLElement>('.ant-select')!;
/** An enabled service type of the admin's company. */
const companyServiceType = () => {
  const companyId = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;
  return getDb().serviceTypes.find((row) => row.companyId === companyId && row.isEnabled === 1)!;
};

/** The aunts the picker shows first (找工作, first page). */
async function firstPage() {
  const answer = await getAunts({ page: 1, pageSize: 20, scope: 'all', workStatus: [1] }, { silent: true });
  await waitFor(() => expect(shownIds()).toEqual(answer.list.map((aunt) => aunt.auntId)));
  return answer.list;
}

/** The admin's company's 健康证 option. */
const healthOption = () => {
  const companyId = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;
  return getDb().customOptions.find((row) => row.companyId === companyId && row.field === 'certificate' && row.optionName === '健康证')!;
};
/** Makes her ready to work on the fixed day (valid identity number, 健康证 valid for a year). */
function makeReady(auntId: number) {
  const aunt = getDb().aunts.find((row) => row.auntId === auntId)!;
  const health = healthOption().customOptionId;
  aunt.idCard = '11010519491231002X';
  aunt.birthDate = '1949-12-31';
  aunt.certificates = [health];
  aunt.certificateExpiries = [{ certificateId: health, expiresOn: '2027-12-31' }];
}

/** Makes the first `count` aunts of the first page ready, before the picker reads them. */
async function readyFirstPage(count: number) {
  const answer = await getAunts({ page: 1, pageSize: 20, scope: 'all', workStatus: [1] }, { silent: true });
  for (const aunt of answer.list.slice(0, count)) makeReady(aunt.auntId);
}

withFreshMockDb();
beforeEach(() => {
  // The readiness checks read today: a fixed China day (2026-12-28), near a year end.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-28T02:00:00Z'));
  signInForTest(ADMIN_ACCOUNT);
  return () => vi.useRealTimers();
});

describe('recommend-aunt picker', () => {
  it('asks the server for 找工作 aunts by default, and sends the age range typed', async () => {
    const bodies = recordBodies<AuntListQuery>(auntPaths.getAunts);
    renderWithProviders(<Harness onConfirm={async () => {}} />);
    const aunts = await firstPage();
    expect(aunts.length).toBeGreaterThan(1);
    expect(aunts.every((aunt) => aunt.workStatus === 1)).toBe(true);
    expect(bodies[0]).toMatchObject({ scope: 'all', workStatus: [1], page: 1 });

    await userEvent.type(within(dialog()).getByLabelText('最小年龄'), '40');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ workStatus: [1], ageMin: 40 }));
    const older = await getAunts({ page: 1, pageSize: 20, scope: 'all', workStatus: [1], ageMin: 40 }, { silent: true });
    await waitFor(() => expect(shownIds()).toEqual(older.list.map((aunt) => aunt.auntId)));
  });

  it("starts filtered to the order's service type; clearing that filter asks for every service type", async () => {
    const type = companyServiceType();
    const bodies = recordBodies<AuntListQuery>(auntPaths.getAunts);
    renderWithProviders(<Harness serviceType={type.serviceTypeId} onConfirm={async () => {}} />);
    const filtered = await getAunts({ page: 1, pageSize: 20, scope: 'all', workStatus: [1], serviceTypes: [type.serviceTypeId] }, { silent: true });
    await waitFor(() => expect(shownIds()).toEqual(filtered.list.map((aunt) => aunt.auntId)));
    expect(filtered.list.every((aunt) => aunt.serviceTypes.includes(type.serviceTypeId))).toBe(true);
    expect(bodies[0]).toMatchObject({ scope: 'all', workStatus: [1], serviceTypes: [type.serviceTypeId], page: 1 });
    // (The chosen tag's text is not checked here: jsdom lays the responsive tags out with no width.)
    await userEvent.click(within(serviceTypeSelect()).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(bodies.at(-1)).not.toHaveProperty('serviceTypes'));
    expect(bodies.at(-1)).toMatchObject({ scope: 'all', workStatus: [1], page: 1 });
    await firstPage();
    expect(within(serviceTypeSelect()).queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it("opens from the order detail page filtered to that order's service type", async () => {
    const type = companyServiceType();
    const employer = getDb().employers.find((row) => row.companyId === type.companyId && row.isDeleted === 0)!;
    const order = await create(
      { employerId: employer.employerId, serviceType: type.serviceTypeId, salaryMin: 6000, salaryMax: 8000, address: '测试路 1 号' },
      { silent: true },
    );
    const bodies = recordBodies<AuntListQuery>(auntPaths.getAunts);
    renderRoutes([{ path: '/customer/jobs/detail/:orderId', element: <OrderDetailPage /> }], `/customer/jobs/detail/${order.orderId}`);
    await userEvent.click(await screen.findByRole('button', { name: /推荐阿姨/ }));
    await waitFor(() => expect(bodies[0]).toMatchObject({ scope: 'all', workStatus: [1], serviceTypes: [type.serviceTypeId] }));
    const filtered = await getAunts({ page: 1, pageSize: 20, scope: 'all', workStatus: [1], serviceTypes: [type.serviceTypeId] }, { silent: true });
    await waitFor(() => expect(shownIds()).toEqual(filtered.list.map((aunt) => aunt.auntId)));
  });

  it('aunts already on the order and working aunts cannot be selected', async () => {
    const companyId = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;
    const working = getDb().aunts.find((aunt) => aunt.companyId === companyId && aunt.isDeleted === 0 && aunt.workStatus === 5);
    if (!working) throw new Error('no working aunt seeded');
    const seeking = (await getAunts({ page: 1, pageSize: 20, scope: 'all', workStatus: [1] }, { silent: true })).list;
    const onOrder = seeking[0].auntId;
    renderWithProviders(<Harness exclude={[onOrder]} onConfirm={async () => {}} />);
    await firstPage();
    expect(checkboxOf(onOrder)).toBeDisabled();
    expect(rowOf(onOrder)).toHaveTextContent('已在订单中');
    expect(checkboxOf(seeking[1].auntId)).not.toBeDisabled();

    // Show working aunts too (keyword: her name).
    await userEvent.click(within(dialog()).getByLabelText('工作状态', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '工作中' }));
    await userEvent.type(within(dialog()).getByLabelText('关键词'), working.auntName);
    await waitFor(() => expect(rowOf(working.auntId)).not.toBeNull());
    expect(checkboxOf(working.auntId)).toBeDisabled();
    expect(rowOf(working.auntId)).toHaveTextContent('工作中，不能推荐');
  });

  it('confirming passes the chosen ids and closes', async () => {
    const onConfirm = vi.fn(async () => {});
    await readyFirstPage(2);
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const [first, second] = await firstPage();
    const confirm = buttonIn(dialog(), '推荐');
    expect(confirm).toBeDisabled();
    await userEvent.click(checkboxOf(first.auntId));
    await userEvent.click(checkboxOf(second.auntId));
    expect(within(dialog()).getByText('已选 2 位')).toBeInTheDocument();
    await userEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith([first.auntId, second.auntId]));
    await waitFor(() => expect(closed()).toBe(true));
  });

  it('a rejected confirm keeps the dialog open with the selection; reopening starts empty', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('refused');
    });
    await readyFirstPage(1);
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const [first] = await firstPage();
    await userEvent.click(checkboxOf(first.auntId));
    await userEvent.click(buttonIn(dialog(), '推荐'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith([first.auntId]));
    await waitFor(() => expect(buttonIn(dialog(), '推荐')).not.toBeDisabled());
    expect(within(dialog()).getByText('已选 1 位')).toBeInTheDocument();
    expect(checkboxOf(first.auntId)).toBeChecked();

    await userEvent.click(buttonIn(dialog(), '取消'));
    await waitFor(() => expect(closed()).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'open picker' }));
    await firstPage();
    expect(within(dialog()).getByText('已选 0 位')).toBeInTheDocument();
    expect(checkboxOf(first.auntId)).not.toBeChecked();
  });

  it('asks first, naming why, before recommending an aunt not ready or signed on an overlapping order', async () => {
    const onConfirm = vi.fn(async () => {});
    const [first, second] = (await getAunts({ page: 1, pageSize: 20, scope: 'all', workStatus: [1] }, { silent: true })).list;
    makeReady(first.auntId);
    makeReady(second.auntId);
    // She has no 健康证 any more; the other is signed on an order running past the job's first day.
    const unready = getDb().aunts.find((row) => row.auntId === first.auntId)!;
    unready.certificates = [];
    unready.certificateExpiries = [];
    const signed = getDb().orders.find((row) => row.isDeleted === 0 && row.companyId === unready.companyId && row.phase === 'signed' && row.auntId !== null)!;
    const signedAunt = signed.auntId;
    Object.assign(signed, { auntId: second.auntId, auntName: second.auntName, contractStart: '2026-06-01', contractEnd: '2027-05-31' });
    for (const candidate of signed.candidates)
      if (candidate.auntId === signedAunt) Object.assign(candidate, { auntId: second.auntId, auntName: second.auntName });
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await firstPage();
    await userEvent.click(checkboxOf(first.auntId));
    await userEvent.click(checkboxOf(second.auntId));
    await userEvent.click(buttonIn(dialog(), '推荐'));

    const warnings = await screen.findByTestId('recommend-warnings');
    expect(warnings).toHaveTextContent(`${first.auntName}：无健康证`);
    expect(warnings).toHaveTextContent(`${second.auntName}：已签约订单 ${signed.orderNo}（2026-06-01 至 2027-05-31）与本订单日期重叠`);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '仍要推荐' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith([first.auntId, second.auntId]));
  });
});
