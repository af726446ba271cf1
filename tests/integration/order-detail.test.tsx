/**
 * Order detail (/customer/jobs/detail/:orderId) against the order mock: each candidate row offers
 * exactly the steps the state graph allows (and a cancelled order none); a failed interview is
 * sent and shown (面试未通过, her work status 找工作); signing shows the order as 已签约; a step the
 * server refuses shows its message and changes nothing on the page. The history writes each line
 * from the entry's facts in the interface language (interview time in local time, the contract
 * and salary of a signing, a transfer's names, an edit's field labels) under a head it does not repeat.
 * The edit dialog starts from the order as the server has it when it opens (getOrder), falling
 * back to the page's copy with a notice when that read fails. An entry without text keeps its
 * byline (who · when) on a line of its own. An interview place shows masked (candidates, history),
 * its eye reveals it with a reason, and a reschedule sending the mask back keeps it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Activity, useState } from 'react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  addOrderTransfer,
  appointmentInterview,
  cancelOrderHandle,
  create,
  getOrderDetail,
  orderPaths,
  recommendAunt,
  setInterviewResult,
  setOrder,
  setPolitResult,
  signComplete,
} from '@/api/order';
import type { AppointmentInterviewRequest, OrderIdRequest, OrderResultRequest, SetOrderRequest } from '@/api/order.types';
import { privacyPaths, type RevealRequest } from '@/api/privacy';
import { allowedSteps, flowOrderOf } from '@/domain/orderFlow';
import { maskAddress } from '@/domain/personalData';
import { PageMemory, PageMemoryContext } from '@/hooks/pageMemory';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb, jsonCopy } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import OrderDetailPage from '@/pages/order/detail';
import { renderRoutes } from '../render';
import { signInAs, signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const CANDIDATE_STEPS = ['appointmentInterview', 'setInterviewResult', 'setPolitResult', 'signComplete', 'setAuntOutgoing'];
const ORDER_ACTIONS = ['recommendAunt', 'addOrderTransfer', 'createFollowUp', 'cancelOrderHandle'];

function renderDetail(orderId: number) {
  return renderRoutes(
    [
      { path: '/customer/jobs/detail/:orderId', element: <OrderDetailPage /> },
      { path: '/customer/jobs', element: <div data-testid="order-list" /> },
    ],
    `/customer/jobs/detail/${orderId}`,
  ).router;
}

/** The page in a kept-alive <Activity> (as KeepAliveOutlet has it), hidden and shown by a button. */
function KeptAlive() {
  const [shown, setShown] = useState(true);
  const [memory] = useState(() => new PageMemory());
  return (
    <>
      <button type="button" onClick={() => setShown((value) => !value)}>
        toggle page
      </button>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <PageMemoryContext.Provider value={memory}>
          <OrderDetailPage />
        </PageMemoryContext.Provider>
      </Activity>
    </>
  );
}

const companyId = () => getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;

/**
 * An open order with five candidates, one per stage: recommended, interview appointed, on trial
 * (interview passed), trial passed, interview failed (in that order of `aunts`).
 */
async function orderWithCandidates() {
  const employer = getDb().employers.find((row) => row.companyId === companyId() && row.isDeleted === 0)!;
  const serviceType = getDb().serviceTypes.find((row) => row.companyId === companyId() && row.isEnabled === 1)!.serviceTypeId;
  const order = await create({ employerId: employer.employerId, serviceType, salaryMin: 6000, salaryMax: 8000, address: '测试路 1 号' }, { silent: true });
  const aunts = getDb()
    .aunts.filter((row) => row.companyId === companyId() && row.isDeleted === 0 && row.workStatus === 1)
    .slice(0, 5)
    .map((row) => ({ auntId: row.auntId, auntName: row.auntName }));
  const { orderId } = order;
  const ids = aunts.map((aunt) => aunt.auntId);
  await recommendAunt({ orderId, auntIds: ids }, { silent: true });
  for (const auntId of ids.slice(1))
    await appointmentInterview({ orderId, auntId, interviewTime: '2026-11-25T02:00:00.000Z', address: '门店' }, { silent: true });
  await setInterviewResult({ orderId, auntId: ids[2], result: 1 }, { silent: true });
  await setInterviewResult({ orderId, auntId: ids[3], result: 1 }, { silent: true });
  await setPolitResult({ orderId, auntId: ids[3], result: 1 }, { silent: true });
  await setInterviewResult({ orderId, auntId: ids[4], result: 0 }, { silent: true });
  return { order, aunts };
}

const rowOf = (auntId: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${auntId}"]`)!;
const stepsShown = (auntId: number) => Array.from(rowOf(auntId).querySelectorAll('[data-step]')).map((button) => button.getAttribute('data-step'));
const orderActionsShown = () => Array.from(document.querySelectorAll('[data-order-action]')).map((button) => button.getAttribute('data-order-action'));
const stageOf = (auntId: number) => rowOf(auntId).querySelector('[data-value]')?.textContent;
const workStatusOf = (auntId: number) => rowOf(auntId).querySelector('[data-status]')?.textContent;

/** The open step dialog, checked by its title (under jsdom antd's ids repeat, so accessible names of dialogs are unreliable). */
async function stepDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

/** The nearest element laid out as a block (the element itself or an ancestor): the line box its text sits in. */
function blockOf(element: HTMLElement): HTMLElement {
  let node: HTMLElement | null = element;
  while (node && getComputedStyle(node).display !== 'block') node = node.parentElement;
  if (!node) throw new Error('no block around the element');
  return node;
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('order detail', () => {
  it('offers each candidate exactly the steps the graph allows, and the order its own', async () => {
    const { order, aunts } = await orderWithCandidates();
    renderDetail(order.orderId);
    expect(await screen.findByRole('heading', { name: order.orderNo })).toBeInTheDocument();
    const detail = await getOrderDetail({ orderId: order.orderId }, { silent: true });
    const flow = flowOrderOf(detail);
    expect(aunts.map((aunt) => stageOf(aunt.auntId))).toEqual(['已推荐', '待面试', '试工中', '试工通过', '面试未通过']);
    for (const candidate of flow.candidates) {
      const expected = allowedSteps(flow, candidate).filter((step) => CANDIDATE_STEPS.includes(step));
      expect(stepsShown(candidate.auntId), `aunt ${candidate.auntId}`).toEqual(expected);
    }
    // Spot check against the table of the decisions, whatever the graph says.
    expect(stepsShown(aunts[0].auntId)).toEqual(['appointmentInterview']);
    expect(stepsShown(aunts[3].auntId)).toEqual(['signComplete']);
    expect(stepsShown(aunts[4].auntId)).toEqual([]);
    const orderSteps = allowedSteps(flow, null).filter((step) => ORDER_ACTIONS.includes(step));
    expect(
      orderActionsShown()
        .filter((action) => ORDER_ACTIONS.includes(action!))
        .sort(),
    ).toEqual([...orderSteps].sort());
    expect(orderActionsShown()).toContain('edit');
    // Candidates in interview or trial because of it: the order cannot go into the recycle bin.
    expect(orderActionsShown()).not.toContain('delete');
  });

  it('offers no step on a cancelled order', async () => {
    const { order, aunts } = await orderWithCandidates();
    await cancelOrderHandle({ orderId: order.orderId, reason: '雇主不需要了' }, { silent: true });
    renderDetail(order.orderId);
    expect(await screen.findByTestId('cancel-reason')).toHaveTextContent('雇主不需要了');
    expect(within(screen.getByTestId('order-status')).getByText('已取消')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-step]')).toHaveLength(0);
    // Only the recycle bin is left (a cancelled order may be deleted); no flow action, no edit.
    expect(orderActionsShown()).toEqual(['delete']);
    expect(stageOf(aunts[0].auntId)).toBe('已撤回');
  });

  it('records a failed interview: the right body, 面试未通过 and her work status 找工作', async () => {
    const { order, aunts } = await orderWithCandidates();
    const bodies = recordBodies<OrderResultRequest>(orderPaths.setInterviewResult);
    renderDetail(order.orderId);
    await screen.findByRole('heading', { name: order.orderNo });
    const aunt = aunts[1];
    expect(workStatusOf(aunt.auntId)).toBe('面试');
    await userEvent.click(within(rowOf(aunt.auntId)).getByRole('button', { name: `面试结果：${aunt.auntName}` }));
    const dialog = await stepDialog(`面试结果：${aunt.auntName}`);
    await userEvent.click(within(dialog).getByRole('radio', { name: '未通过' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '沟通不顺');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(stageOf(aunt.auntId)).toBe('面试未通过'));
    expect(bodies).toEqual([{ orderId: order.orderId, auntId: aunt.auntId, result: 0, remarks: '沟通不顺' }]);
    expect(workStatusOf(aunt.auntId)).toBe('找工作');
    expect(stepsShown(aunt.auntId)).toEqual([]);
    // The order stays open and the history shows the step.
    expect(within(screen.getByTestId('order-status')).queryByText('已取消')).toBeNull();
    expect(screen.getAllByTestId('history-entry')[0]).toHaveTextContent(`面试结果 · ${aunt.auntName} · 未通过`);
  });

  it('asks nothing again when the kept-alive page is shown again, and reloads after a step', async () => {
    const { order, aunts } = await orderWithCandidates();
    const reads = recordBodies<OrderIdRequest>(orderPaths.getOrderDetail);
    renderRoutes([{ path: '/customer/jobs/detail/:orderId', element: <KeptAlive /> }], `/customer/jobs/detail/${order.orderId}`);
    await screen.findByRole('heading', { name: order.orderNo });
    const first = reads.length;
    await userEvent.click(screen.getByRole('button', { name: 'toggle page' }));
    await userEvent.click(screen.getByRole('button', { name: 'toggle page' }));
    await screen.findByRole('heading', { name: order.orderNo });
    expect(reads).toHaveLength(first);

    const aunt = aunts[1];
    await userEvent.click(within(rowOf(aunt.auntId)).getByRole('button', { name: `面试结果：${aunt.auntName}` }));
    const dialog = await stepDialog(`面试结果：${aunt.auntName}`);
    await userEvent.click(within(dialog).getByRole('radio', { name: '未通过' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(stageOf(aunt.auntId)).toBe('面试未通过'));
    expect(reads.length).toBeGreaterThan(first);
  });

  it('signs the aunt whose trial passed: the order shows 已签约 and she is 工作中', async () => {
    const { order, aunts } = await orderWithCandidates();
    renderDetail(order.orderId);
    await screen.findByRole('heading', { name: order.orderNo });
    const aunt = aunts[3];
    await userEvent.click(within(rowOf(aunt.auntId)).getByRole('button', { name: `签约：${aunt.auntName}` }));
    const dialog = await stepDialog(`签约：${aunt.auntName}`);
    // Prefilled from the order: the top of its salary range.
    expect(within(dialog).getByRole('spinbutton', { name: '签约月薪' })).toHaveValue('8000');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(within(screen.getByTestId('order-status')).getByText('已签约')).toBeInTheDocument());
    expect(stageOf(aunt.auntId)).toBe('已签约');
    expect(workStatusOf(aunt.auntId)).toBe('工作中');
    // The others still in the running are withdrawn; only her outgoing is offered now.
    expect(stageOf(aunts[0].auntId)).toBe('已撤回');
    expect(stepsShown(aunt.auntId)).toEqual(['setAuntOutgoing']);
    const stored = getDb().orders.find((row) => row.orderId === order.orderId)!;
    expect(stored.signedSalary).toBe(8000);
    expect(stored.auntId).toBe(aunt.auntId);
  });

  it('shows the server’s refusal and changes nothing when the order changed meanwhile', async () => {
    const { order, aunts } = await orderWithCandidates();
    renderDetail(order.orderId);
    await screen.findByRole('heading', { name: order.orderNo });
    const aunt = aunts[1];
    await userEvent.click(within(rowOf(aunt.auntId)).getByRole('button', { name: `面试结果：${aunt.auntName}` }));
    const dialog = await stepDialog(`面试结果：${aunt.auntName}`);
    await userEvent.click(within(dialog).getByRole('radio', { name: '通过' }));
    // Someone else cancels the order before the result is sent.
    await cancelOrderHandle({ orderId: order.orderId, reason: '另一位同事取消了' }, { silent: true });
    const before = jsonCopy(getDb().orders.find((row) => row.orderId === order.orderId));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText(/订单已取消，不能再进行此操作/)).toBeInTheDocument();
    // The page stays as it was: same stage, same order status, the dialog still open.
    expect(stageOf(aunt.auntId)).toBe('待面试');
    expect(within(screen.getByTestId('order-status')).queryByText('已取消')).toBeNull();
    expect(within(screen.getByRole('dialog')).getByText(`面试结果：${aunt.auntName}`)).toBeInTheDocument();
    expect(getDb().orders.find((row) => row.orderId === order.orderId)).toEqual(before);
  });

  it('writes the history lines from the facts: the interview in local time, the contract and salary, no repeated label', async () => {
    const { order, aunts } = await orderWithCandidates();
    const { orderId } = order;
    const aunt = aunts[0];
    // 10:00 in the browser's zone, whatever zone the test machine is in.
    const interviewTime = new Date(2026, 10, 25, 10, 0).toISOString();
    await appointmentInterview({ orderId, auntId: aunt.auntId, interviewTime, address: '门店面试室' }, { silent: true });
    await setInterviewResult({ orderId, auntId: aunt.auntId, result: 1, remarks: '客户满意' }, { silent: true });
    await setPolitResult({ orderId, auntId: aunt.auntId, result: 1 }, { silent: true });
    await signComplete({ orderId, auntId: aunt.auntId, contractStart: '2026-11-21', contractEnd: '2027-11-20', salary: 8500 }, { silent: true });
    renderDetail(orderId);
    await screen.findByRole('heading', { name: order.orderNo });

    const entries = screen.getAllByTestId('history-entry');
    const entryOf = (action: string) => entries.find((entry) => entry.getAttribute('data-action') === action && entry.textContent?.includes(aunt.auntName))!;
    const lineOf = (entry: HTMLElement) => within(entry).queryByTestId('history-line')?.textContent ?? null;
    const sign = entryOf('signComplete');
    expect(within(sign).getByText(`签约 · ${aunt.auntName}`)).toBeInTheDocument();
    expect(lineOf(sign)).toBe('合同 2026-11-21 至 2027-11-20 · 月薪 ¥8,500');
    expect(lineOf(entryOf('appointmentInterview'))).toBe('2026-11-25 10:00 · 门店面试室');
    expect(lineOf(entryOf('setInterviewResult'))).toBe('客户满意');
    expect(lineOf(entryOf('recommendAunt'))).toBeNull();
    // The heads are not repeated in the lines.
    for (const entry of entries) expect(lineOf(entry) ?? '').not.toMatch(/^(签约|预约面试|推荐阿姨|面试|试工|跟进|转交|取消订单)/);
    // Money in the one style: the offered range and the agreed salary.
    expect(screen.getByText('¥6,000–8,000/月')).toBeInTheDocument();
    expect(screen.getByText('¥8,500/月')).toBeInTheDocument();
  });

  it('shows an interview place masked in the candidates and the history, reveals it with a reason, and a reschedule keeps it', async () => {
    const { order, aunts } = await orderWithCandidates();
    const { orderId } = order;
    const aunt = aunts[0];
    const home = '朝阳区建国路88号5栋302室';
    const interviewTime = new Date(2026, 10, 25, 10, 0).toISOString();
    await appointmentInterview({ orderId, auntId: aunt.auntId, interviewTime, address: home }, { silent: true });
    const reveals = recordBodies<RevealRequest>(privacyPaths.reveal);
    const appointments = recordBodies<AppointmentInterviewRequest>(orderPaths.appointmentInterview);
    renderDetail(orderId);
    await screen.findByRole('heading', { name: order.orderNo });
    const place = () => within(rowOf(aunt.auntId)).getByTestId('interview-place');
    expect(place()).toHaveTextContent(maskAddress(home));
    expect(document.body).not.toHaveTextContent(home);
    const interview = screen
      .getAllByTestId('history-entry')
      .find((entry) => entry.getAttribute('data-action') === 'appointmentInterview' && entry.textContent?.includes(aunt.auntName))!;
    expect(within(interview).getByTestId('history-line')).toHaveTextContent('2026-11-25 10:00 · 朝阳区****');

    await userEvent.click(within(place()).getByRole('button', { name: '查看面试地点' }));
    const dialog = await stepDialog('查看完整面试地点');
    await userEvent.click(within(dialog).getByRole('radio', { name: '联系客户' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));
    await waitFor(() => expect(place()).toHaveTextContent(home));
    expect(reveals).toEqual([{ subject: 'order', id: orderId, fields: ['interviewAddress'], auntId: aunt.auntId, reason: { kind: 'contact' } }]);
    expect(getDb().privacyAccessLogs.at(-1)).toMatchObject({ subject: 'order', subjectId: orderId, fields: ['interviewAddress'], action: 'reveal' });

    // The dialog prefills the place as read (masked); sent back unchanged, the stored place stays.
    await userEvent.click(within(rowOf(aunt.auntId)).getByRole('button', { name: `约面试：${aunt.auntName}` }));
    const step = await stepDialog(`约面试：${aunt.auntName}`);
    expect(within(step).getByRole('textbox', { name: '面试地点' })).toHaveValue(maskAddress(home));
    await userEvent.click(within(step).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(appointments).toHaveLength(1));
    expect(appointments[0]).toMatchObject({ orderId, auntId: aunt.auntId, address: maskAddress(home) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = getDb()
      .orders.find((row) => row.orderId === orderId)!
      .candidates.find((row) => row.auntId === aunt.auntId);
    expect(stored?.interviewAddress).toBe(home);
  });

  it('writes the lines in English: the contract, a transfer with names, an edit with field labels', async () => {
    const { order, aunts } = await orderWithCandidates();
    const { orderId } = order;
    await setOrder({ orderId, salaryMin: 6500, address: '测试路 2 号' }, { silent: true });
    await signComplete({ orderId, auntId: aunts[3].auntId, contractStart: '2026-11-21', contractEnd: '2027-11-20', salary: 8500 }, { silent: true });
    const colleague = getDb().users.find((user) => user.mobile === '13800000003')!;
    await addOrderTransfer({ orderId, toUserId: colleague.userId, reason: 'By district' }, { silent: true });
    await i18n.changeLanguage('en');
    renderDetail(orderId);
    await screen.findByRole('heading', { name: order.orderNo });
    const lines = screen
      .getAllByTestId('history-entry')
      .map((entry) => [entry.getAttribute('data-action'), within(entry).queryByTestId('history-line')?.textContent ?? null]);
    expect(lines.slice(0, 3)).toEqual([
      ['addOrderTransfer', '王经理 → 张顾问: By district'],
      ['signComplete', 'Contract 2026-11-21 to 2027-11-20 · ¥8,500 a month'],
      ['setOrder', 'Address, Minimum salary'],
    ]);
    expect(screen.getByText('¥6,500–8,000/month')).toBeInTheDocument();
  });

  it('keeps the byline of an entry without text on a line of its own', async () => {
    const { order, aunts } = await orderWithCandidates();
    renderDetail(order.orderId);
    await screen.findByRole('heading', { name: order.orderNo });
    const recommended = screen
      .getAllByTestId('history-entry')
      .find((entry) => entry.getAttribute('data-action') === 'recommendAunt' && entry.textContent?.includes(aunts[0].auntName))!;
    // Recommending has no text under its head…
    expect(within(recommended).queryByTestId('history-line')).toBeNull();
    const head = within(recommended).getByText(`推荐阿姨 · ${aunts[0].auntName}`);
    const byline = within(recommended).getByText(/^王经理 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // …and its byline is a block of its own, not a run of text on the head's line.
    expect(blockOf(byline)).not.toContainElement(head);
  });

  it("offers a staff member nothing on a colleague's order (ownership)", async () => {
    const { order, aunts } = await orderWithCandidates();
    const admin = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!;
    expect(getDb().orders.find((row) => row.orderId === order.orderId)!.userId).toBe(admin.userId);
    await signInAs(STAFF_ACCOUNT);
    renderDetail(order.orderId);
    expect(await screen.findByRole('heading', { name: order.orderNo })).toBeInTheDocument();
    expect(stageOf(aunts[0].auntId)).toBe('已推荐');
    expect(document.querySelectorAll('[data-step]')).toHaveLength(0);
    expect(orderActionsShown()).toEqual([]);
  });

  it('edits what the server has now: a change made after the page loaded is in the form and is what gets saved', async () => {
    const { order } = await orderWithCandidates();
    const reads = recordBodies<OrderIdRequest>(orderPaths.getOrder);
    const saves = recordBodies<SetOrderRequest>(orderPaths.setOrder);
    renderDetail(order.orderId);
    await screen.findByRole('heading', { name: order.orderNo });
    // The address is shown masked ('测试路 1 号' has no district: all of it).
    expect(screen.getByText(maskAddress('测试路 1 号'))).toBeInTheDocument();
    // A colleague changes the order after this page loaded it.
    const row = getDb().orders.find((candidate) => candidate.orderId === order.orderId)!;
    row.address = '静安区同事改过的地址 8 号';
    row.salaryMax = 9000;
    expect(reads).toEqual([]);

    await userEvent.click(document.querySelector<HTMLElement>('[data-order-action="edit"]')!);
    const dialog = await stepDialog(`编辑订单 ${order.orderNo}`);
    // The form shows the fresh address as read: masked, its district kept.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '服务地址' })).toHaveValue('静安区****'));
    expect(within(dialog).getByRole('spinbutton', { name: '最高薪资' })).toHaveValue('9000');
    expect(reads).toContainEqual({ orderId: order.orderId });
    // The page itself still shows what it loaded; the form does not.
    expect(screen.getByText(maskAddress('测试路 1 号'))).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '周末可面试');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toHaveLength(1);
    // The mask goes back as shown and the server keeps the stored address.
    expect(saves[0]).toMatchObject({ orderId: order.orderId, address: '静安区****', salaryMax: 9000, remarks: '周末可面试' });
    expect(getDb().orders.find((candidate) => candidate.orderId === order.orderId)).toMatchObject({
      address: '静安区同事改过的地址 8 号',
      salaryMax: 9000,
      remarks: '周末可面试',
    });
  });

  it("falls back to the page's values with a notice when the fresh read fails", async () => {
    const { order } = await orderWithCandidates();
    mockServer.use(
      http.post(apiPattern(orderPaths.getOrder), () => HttpResponse.json({ code: 50001, success: false, data: null, error: '订单服务暂时不可用' })),
    );
    renderDetail(order.orderId);
    await screen.findByRole('heading', { name: order.orderNo });
    await userEvent.click(document.querySelector<HTMLElement>('[data-order-action="edit"]')!);
    const dialog = await stepDialog(`编辑订单 ${order.orderNo}`);
    expect(await within(dialog).findByText('无法读取订单的最新内容，以下是页面上的内容')).toBeInTheDocument();
    expect(within(dialog).getByText('订单服务暂时不可用')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '服务地址' })).toHaveValue(maskAddress('测试路 1 号'));
    expect(within(dialog).getByRole('button', { name: /保\s*存/ })).toBeEnabled();
  });
});
