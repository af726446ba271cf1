/**
 * The insurance orders page against the real insurance and finance mock handlers: the list with
 * its status tabs and counts, the create drawer (validation messages, the body sent), the pay
 * dialog (balance read when it opens, pay and insure → status 2 with its policy number; an
 * insurer's refusal → the order stays waiting and the page says it was reset; a short balance
 * blocks the buttons; a scanned payment that had arrived is settled, not charged, and the page
 * says so), cancel and delete confirmations (a refund shown the way it went), the printable
 * certificate, and the read-only page of a role without insurance.manage.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { rowAction } from '../rowActions';
import userEventLib from '@testing-library/user-event';
import { insurancePaths, orderCreatePay, orderList, orderPayAndInsure, type InsuranceOrderInput, type InsuranceOrderQuery } from '@/api/insurance';
import { auntPaths, getAunt } from '@/api/aunt';
import { privacyPaths, revealPersonal, type RevealRequest } from '@/api/privacy';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { http, HttpResponse } from 'msw';
import { PageMemory, PageMemoryContext } from '@/hooks/pageMemory';
import { getDb } from '@/mocks/db';
import { useSession } from '@/stores/session';
import { payScannedInsuranceOrder } from '@/mocks/rules/insuranceOrders';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { withFreshMockDb } from '@/mocks/testing';
import InsuranceOrdersPage from '@/pages/insurance/orders';
import InsurancePrintPage from '@/pages/insurance/print';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInAs, signInForTest } from '../session';
import { balanceOf, createOrder, dayFromToday, idCardBorn, setAccount } from './mock-insurance-helpers';
import { revokeFromStaff } from './mock-helpers';
import { pickSelectOption } from '../selectOption';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();
beforeEach(async () => {
  const cleanup = await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
  setAccount(1, 10_000, true);
  return cleanup;
});

const renderPage = (path = '/insurance/orders') =>
  renderRoutes(
    [
      { path: '/insurance/orders', element: <InsuranceOrdersPage /> },
      { path: '/insurance/print', element: <InsurancePrintPage /> },
    ],
    path,
  ).router;

const rowOf = (orderId: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${orderId}"]`);
const findRow = async (orderId: number) => {
  await waitFor(() => expect(rowOf(orderId)).not.toBeNull());
  return rowOf(orderId)!;
};
/** The newest dialog once it says `text` (by attribute: role queries over the whole table are slow in jsdom). */
const dialogs = () => Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]'));
const lastDialog = async (text: string) => {
  await waitFor(() => expect(dialogs().at(-1)).toHaveTextContent(text));
  return dialogs().at(-1)!;
};
/** A row's action button by its label ("支付 周晓梅"). */

describe('the insurance orders list', () => {
  it('shows the orders with the derived fields and the status tabs with their counts; a tab sends its status', async () => {
    const bodies = recordBodies<InsuranceOrderQuery>(insurancePaths.orderList);
    const consoleErrors = vi.spyOn(console, 'error');
    const order = await createOrder({ insurerName: '周晓梅' });
    renderPage();
    const row = await findRow(order.orderId);
    // The create drawer, the pay dialog and the correction dialog sit side by side, each keyed to
    // start afresh per order: their keys must not collide (all three were 0 once).
    expect(consoleErrors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    expect(row).toHaveTextContent('周晓梅');
    expect(row).toHaveTextContent('中国平安（家政意外险B款）');
    expect(row).toHaveTextContent('¥25/1月');
    expect(row).toHaveTextContent(order.insuredDate);
    expect(row).toHaveTextContent('待支付');
    // The id type is a column of the settings, hidden by default (the defaults fit the screen).
    expect(screen.queryByRole('columnheader', { name: '证件类型' })).toBeNull();
    const { summary } = await orderList({ page: 1 }, { silent: true });
    const counts = (summary as { counts: number[]; all: number }).counts;
    expect(await screen.findByRole('tab', { name: new RegExp(`全部\\s*${(summary as { all: number }).all}`) })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: new RegExp(`已投保\\s*${counts[2]}`) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /已投保/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ insuredStatus: 2, isDeleted: 0 }));
    await waitFor(() => expect(rowOf(order.orderId)).toBeNull());
  });

  it('filters by the start date with the date filter: the list call gets startDate / endDate and the rows follow', async () => {
    const bodies = recordBodies<InsuranceOrderQuery>(insurancePaths.orderList);
    const [early, middle, late] = await Promise.all([3, 5, 10].map((days) => createOrder({ insuredDate: dayFromToday(days) })));
    renderPage();
    await findRow(late.orderId);
    const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]'), (row) => Number(row.getAttribute('data-row-key'))).sort();
    const storedIds = (test: (day: string) => boolean) =>
      getDb()
        .insOrders.filter((order) => order.companyId === 1 && order.isDeleted === 0 && test(order.insuredDate))
        .map((order) => order.orderId)
        .sort();
    const chooseDate = async (option: string, day: string) => {
      await userEvent.click(screen.getByRole('button', { name: /^时间范围：/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: option }));
      const input = await screen.findByPlaceholderText('请选择日期');
      await userEvent.clear(input);
      await userEvent.type(input, `${day}{Enter}`);
    };

    await userEvent.click(screen.getByRole('button', { name: /投保日期$/ }));
    await chooseDate('指定日期', middle.insuredDate);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ startDate: middle.insuredDate, endDate: middle.insuredDate }));
    expect(bodies.at(-1)).not.toHaveProperty('insuredDate');
    await waitFor(() => expect(shownIds()).toEqual(storedIds((day) => day === middle.insuredDate)));
    expect(shownIds()).toContain(middle.orderId);

    // Before a day: only the end bound is sent (the day before), the start stays open.
    await chooseDate('指定日期之前', late.insuredDate);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ endDate: dayFromToday(9) }));
    expect(bodies.at(-1)).not.toHaveProperty('startDate');
    await waitFor(() => expect(shownIds()).toEqual(storedIds((day) => day < late.insuredDate)));
    expect(shownIds()).toEqual(expect.arrayContaining([early.orderId, middle.orderId]));

    // Cleared: no bounds, every order again.
    await userEvent.click(screen.getByRole('button', { name: '清除投保日期筛选' }));
    await waitFor(() => expect(rowOf(late.orderId)).not.toBeNull());
    expect(bodies.at(-1)).not.toHaveProperty('startDate');
    expect(bodies.at(-1)).not.toHaveProperty('endDate');
  });
});

describe('creating an order', () => {
  it('asks the products once for the create drawer opened again, and again on 刷新, then offers what the server answers', async () => {
    const asked = recordBodies(insurancePaths.productGetInsProducts);
    // In a tab (its page memory), as the app shows it.
    renderRoutes(
      [
        {
          path: '/insurance/orders',
          element: (
            <PageMemoryContext.Provider value={new PageMemory()}>
              <InsuranceOrdersPage />
            </PageMemoryContext.Provider>
          ),
        },
      ],
      '/insurance/orders',
    );
    await userEvent.click(await screen.findByRole('button', { name: /新增投保/ }));
    await lastDialog('提交订单');
    await waitFor(() => expect(asked).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialogs().some((dialog) => dialog.offsetParent !== null && dialog.textContent?.includes('提交订单'))).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: /新增投保/ }));
    const drawer = await lastDialog('提交订单');
    const dropped = getDb().insProducts.find((product) => product.isEnabled === 1)!;
    dropped.isEnabled = 0;
    await userEvent.click(within(drawer).getByRole('button', { name: /刷新/ }));
    await waitFor(() => expect(asked).toHaveLength(2));
    await userEvent.click(within(drawer).getByRole('combobox', { name: '保险产品' }));
    const offered = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent ?? '');
    await waitFor(() => expect(offered()).toHaveLength(getDb().insProducts.filter((product) => product.isEnabled === 1).length));
    expect(offered().some((label) => label.includes(dropped.planName))).toBe(false);
  });

  it('names what is missing or wrong, and sends the order the form holds; the pay dialog follows', async () => {
    const bodies = recordBodies<InsuranceOrderInput>(insurancePaths.orderCreate);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /新增投保/ }));
    const drawer = await lastDialog('提交订单');
    await userEvent.click(within(drawer).getByRole('button', { name: /提交订单/ }));
    expect(await within(drawer).findByText('请填写保险产品')).toBeInTheDocument();
    expect(within(drawer).getByText('请填写姓名')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await pickSelectOption(within(drawer).getByRole('combobox', { name: '保险产品' }), /中国平安（家政意外险B款）/);
    const [insuredName] = within(drawer).getAllByLabelText('姓名');
    await userEvent.type(insuredName!, '陈秀兰');
    await userEvent.click(within(drawer).getAllByLabelText('女')[0]!);
    const [idNo] = within(drawer).getAllByLabelText('证件号码');
    const valid = idCardBorn('1950-03-01');
    await userEvent.type(idNo!, `${valid.slice(0, 17)}${valid.endsWith('1') ? '2' : '1'}`);
    await userEvent.click(within(drawer).getByRole('button', { name: /提交订单/ }));
    expect(await within(drawer).findByText('身份证号码校验位不正确')).toBeInTheDocument();
    await userEvent.clear(idNo!);
    await userEvent.type(idNo!, valid);
    // Born in 1950: warned, not blocked.
    expect(await within(drawer).findByText(/超出该产品承保年龄 16–65 岁/)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      productId: 2,
      insuredDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      applicantType: 0,
      applicantName: '上海安心家政服务有限公司',
      applicantMobile: '13800000001',
      insurerName: '陈秀兰',
      insurerGender: 0,
      insurerIdType: 0,
      insurerIdNo: valid,
    });
    const stored = getDb().insOrders.at(-1)!;
    expect(stored).toMatchObject({ insurerName: '陈秀兰', insuredStatus: 0, companyId: 1 });
    expect(await lastDialog('支付保费')).toHaveTextContent('¥25/1月');
  });

  it("opens prefilled with an aunt from her detail page link, asking getAunt with the spec's {auntId, isDeleted, userId}; her identity number through a reveal with the reason 投保, logged", async () => {
    const bodies = recordBodies(auntPaths.getAunt);
    const reveals = recordBodies<RevealRequest>(privacyPaths.reveal);
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.idCard !== '')!;
    const logsBefore = getDb().privacyAccessLogs.length;
    renderPage(`/insurance/orders?create=1&auntId=${aunt.auntId}`);
    const drawer = await lastDialog('提交订单');
    await waitFor(() => expect(within(drawer).getAllByLabelText('姓名')[0]).toHaveValue(aunt.auntName));
    // getAunt answers it masked: the full number comes from the reveal call, and the reveal is logged.
    await waitFor(() => expect(within(drawer).getAllByLabelText('证件号码')[0]).toHaveValue(aunt.idCard));
    expect(bodies).toEqual([{ auntId: aunt.auntId, isDeleted: 0, userId: useSession.getState().user!.userId }]);
    expect(reveals).toEqual([{ subject: 'aunt', id: aunt.auntId, fields: ['idCard'], reason: { kind: 'insure' } }]);
    expect(getDb().privacyAccessLogs.slice(logsBefore)).toMatchObject([
      { subject: 'aunt', subjectId: aunt.auntId, fields: ['idCard'], action: 'reveal', reason: { kind: 'insure' }, userId: useSession.getState().user!.userId },
    ]);
  });

  it('a server without the reveal call (404): the number her record carries when it is full, else left to type', async () => {
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.idCard !== '')!;
    const logsBefore = getDb().privacyAccessLogs.length;
    mockServer.use(http.post(apiPattern(privacyPaths.reveal), () => new HttpResponse(null, { status: 404 })));
    // The mock's getAunt answers it masked: nothing to fill.
    renderPage(`/insurance/orders?create=1&auntId=${aunt.auntId}`);
    let drawer = await lastDialog('提交订单');
    await waitFor(() => expect(within(drawer).getAllByLabelText('姓名')[0]).toHaveValue(aunt.auntName));
    expect(within(drawer).getAllByLabelText('证件号码')[0]).toHaveValue('');
    cleanup();
    // A spec server sends it in full: that value fills the field.
    const answered = await getAunt({ auntId: aunt.auntId, isDeleted: 0, userId: useSession.getState().user!.userId }, { silent: true });
    mockServer.use(http.post(apiPattern(auntPaths.getAunt), () => HttpResponse.json({ code: 200, success: true, data: { ...answered, idCard: aunt.idCard } })));
    renderPage(`/insurance/orders?create=1&auntId=${aunt.auntId}`);
    drawer = await lastDialog('提交订单');
    await waitFor(() => expect(within(drawer).getAllByLabelText('证件号码')[0]).toHaveValue(aunt.idCard));
    expect(getDb().privacyAccessLogs.length).toBe(logsBefore);
  });

  it('an employer as applicant: his mobile through a reveal with the reason 投保, logged', async () => {
    const reveals = recordBodies<RevealRequest>(privacyPaths.reveal);
    const live = getDb().employers.filter((row) => row.companyId === 1 && row.isDeleted === 0 && row.mobile !== '');
    const employer = live.find((row) => live.filter((other) => other.employerName === row.employerName).length === 1)!;
    const logsBefore = getDb().privacyAccessLogs.length;
    renderPage('/insurance/orders?create=1');
    const drawer = await lastDialog('提交订单');
    await userEvent.click(within(drawer).getByRole('radio', { name: '雇主' }));
    const picker = within(drawer).getByRole('combobox', { name: '雇主' });
    await userEvent.type(picker, employer.employerName);
    await pickSelectOption(picker, new RegExp(`^${employer.employerName} · `));
    await waitFor(() => expect(within(drawer).getByLabelText('手机号')).toHaveValue(employer.mobile));
    expect(reveals).toEqual([{ subject: 'employer', id: employer.employerId, fields: ['mobile'], reason: { kind: 'insure' } }]);
    expect(getDb().privacyAccessLogs.slice(logsBefore)).toMatchObject([
      { subject: 'employer', subjectId: employer.employerId, fields: ['mobile'], reason: { kind: 'insure' } },
    ]);
  });

  it('picking an aunt asks getAunt with {auntId, isDeleted, userId} and fills her in', async () => {
    const bodies = recordBodies(auntPaths.getAunt);
    const live = getDb().aunts.filter((row) => row.companyId === 1 && row.isDeleted === 0);
    const aunt = live.find((row) => live.filter((other) => other.auntName === row.auntName).length === 1)!;
    renderPage('/insurance/orders?create=1');
    const drawer = await lastDialog('提交订单');
    const picker = within(drawer).getByRole('combobox', { name: '从阿姨中选择' });
    await userEvent.type(picker, aunt.auntName);
    await pickSelectOption(picker, new RegExp(`^${aunt.auntName} · `));
    await waitFor(() => expect(within(drawer).getAllByLabelText('姓名')[0]).toHaveValue(aunt.auntName));
    expect(bodies).toEqual([{ auntId: aunt.auntId, isDeleted: 0, userId: useSession.getState().user!.userId }]);
  });

  it('saves an identity card whose birth date is not on the calendar (the spec allows day 31), with a warning', async () => {
    const bodies = recordBodies<InsuranceOrderInput>(insurancePaths.orderCreate);
    renderPage('/insurance/orders?create=1');
    const drawer = await lastDialog('提交订单');
    await pickSelectOption(within(drawer).getByRole('combobox', { name: '保险产品' }), /中国平安（家政意外险B款）/);
    await userEvent.type(within(drawer).getAllByLabelText('姓名')[0]!, '周巧云');
    await userEvent.click(within(drawer).getAllByLabelText('女')[0]!);
    const idNo = idCardBorn('1990-02-31');
    await userEvent.type(within(drawer).getAllByLabelText('证件号码')[0]!, idNo);
    expect(await within(drawer).findByText('出生日期 1990-02-31 在日历上不存在（号码符合规则，可以保存），请核对号码')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ insurerName: '周巧云', insurerIdType: 0, insurerIdNo: idNo });
    expect(getDb().insOrders.at(-1)).toMatchObject({ insurerName: '周巧云', insurerIdNo: idNo, insuredStatus: 0 });
    expect(await lastDialog('支付保费')).toHaveTextContent('¥25/1月');
  });
});

describe('paying', () => {
  it('pay and insure: the balance is read when the dialog opens; success shows status 2 with its policy number, charged once', async () => {
    const order = await createOrder();
    renderPage();
    const row = await findRow(order.orderId);
    await userEvent.click(await rowAction(row, '支付'));
    const dialog = await lastDialog('账户余额');
    await waitFor(() => expect(within(dialog).getByTestId('pay-balance')).toHaveTextContent('¥100'));
    await userEvent.click(within(dialog).getByRole('button', { name: /支付并投保/ }));
    const stored = () => getDb().insOrders.find((o) => o.orderId === order.orderId)!;
    await waitFor(() => expect(stored().insuredStatus).toBe(2));
    const { policyNo } = stored();
    expect(policyNo).toMatch(/^PA\d{16}$/);
    expect(await screen.findByText(`投保成功，保单号 ${policyNo}`)).toBeInTheDocument();
    await waitFor(() => expect(rowOf(order.orderId)).toHaveTextContent('已投保'));
    expect(rowOf(order.orderId)).toHaveTextContent(policyNo);
    expect(balanceOf(1)).toBe(7_500);
  });

  it('an insurer’s refusal: the order stays waiting and the page says it was reset; nothing is charged', async () => {
    const order = await createOrder({ insurerName: '高龄阿姨', insurerIdNo: idCardBorn('1950-03-01') });
    renderPage();
    const row = await findRow(order.orderId);
    await userEvent.click(await rowAction(row, '支付'));
    const dialog = await lastDialog('账户余额');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /支付并投保/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /支付并投保/ }));
    expect(await screen.findByText(/支付并投保未成功：.*拒绝承保.*订单状态已重置为待支付/)).toBeInTheDocument();
    expect(rowOf(order.orderId)).toHaveTextContent('待支付');
    expect(balanceOf(1)).toBe(10_000);
  });

  it('a short balance is shown with its shortfall and the balance buttons are off; no payment key explains how to get one', async () => {
    const order = await createOrder();
    setAccount(1, 2_000, true);
    renderPage();
    await userEvent.click(await rowAction(await findRow(order.orderId), '支付'));
    const dialog = await lastDialog('账户余额');
    expect(await within(dialog).findByText(/还差 ¥5/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /支付并投保/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /仅支付/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /扫码支付/ })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /关\s*闭|Close/ }));
    setAccount(1, 100_000, false);
    await userEvent.click(await rowAction(rowOf(order.orderId)!, '支付'));
    const again = await lastDialog('未开通');
    expect(again).toHaveTextContent(/联系平台客服/);
    expect(within(again).getByRole('button', { name: /支付并投保/ })).toBeDisabled();
  });
});

describe('details and correct', () => {
  it('the details drawer shows every field; 批改 sends only what changed and the row follows', async () => {
    const bodies = recordBodies<Record<string, unknown>>(insurancePaths.orderCorrect);
    const order = await createOrder({ insurerName: '批改前' });
    renderPage();
    await userEvent.click(await rowAction(await findRow(order.orderId), '查看'));
    const drawer = await lastDialog('订单详情');
    await waitFor(() => expect(drawer).toHaveTextContent('¥1,000,000'));
    expect(drawer).toHaveTextContent(`${order.insuredDate} ~ ${order.endDate}`);
    expect(drawer).toHaveTextContent('上海安心家政服务有限公司 · 本公司');
    expect(drawer).toHaveTextContent('未支付');

    await userEvent.click(await rowAction(rowOf(order.orderId)!, '批改'));
    const dialog = await lastDialog('批改订单');
    const name = within(dialog).getByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '批改后');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies).toEqual([{ orderId: order.orderId, insurerName: '批改后' }]));
    await waitFor(() => expect(rowOf(order.orderId)).toHaveTextContent('批改后'));
  });
});

describe('paying by scan', () => {
  it('扫码支付 shows a QR code; once the payment arrives, 已支付，查询 moves the order to paid (nothing taken from the balance)', async () => {
    const order = await createOrder({ insurerName: '扫码阿姨' });
    renderPage();
    await userEvent.click(await rowAction(await findRow(order.orderId), '支付'));
    const dialog = await lastDialog('账户余额');
    await userEvent.click(within(dialog).getByRole('button', { name: /扫码支付/ }));
    await waitFor(() => expect(dialog.querySelector('.ant-qrcode')).not.toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: /已支付，查询/ }));
    expect(await within(dialog).findByText('还没有收到这笔支付，请稍后再查')).toBeInTheDocument();
    payScannedInsuranceOrder(getDb(), order.orderId, new Date());
    await userEvent.click(within(dialog).getByRole('button', { name: /已支付，查询/ }));
    expect(await screen.findByText('支付已到账')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(order.orderId)).toHaveTextContent('支付成功'));
    expect(balanceOf(1)).toBe(10_000);
  });
});

describe('one order, one payment', () => {
  /** An order whose scanned payment has arrived while the page did not ask (checkPayStatus). */
  async function scanPaidOrder(insurerName: string) {
    const order = await createOrder({ insurerName });
    await orderCreatePay({ orderId: order.orderId }, { silent: true });
    payScannedInsuranceOrder(getDb(), order.orderId, new Date());
    return order;
  }

  it('支付并投保 after the scanned payment arrived: the page says the scan paid it and the balance was not charged', async () => {
    const order = await scanPaidOrder('扫码后投保');
    renderPage();
    await userEvent.click(await rowAction(await findRow(order.orderId), '支付'));
    const dialog = await lastDialog('账户余额');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /支付并投保/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /支付并投保/ }));
    const stored = () => getDb().insOrders.find((o) => o.orderId === order.orderId)!;
    await waitFor(() => expect(stored().insuredStatus).toBe(2));
    const notice = await lastDialog('扫码支付已到账');
    expect(notice).toHaveTextContent(`这笔订单的扫码支付已经到账，账户余额没有扣款。投保成功，保单号 ${stored().policyNo}。`);
    expect(balanceOf(1)).toBe(10_000);
    expect(getDb().fundLedger.filter((entry) => entry.insuranceOrderId === order.orderId)).toEqual([]);
    await userEvent.click(within(notice).getByRole('button', { name: /知道了/ }));
    await waitFor(() => expect(rowOf(order.orderId)).toHaveTextContent('已投保'));
  });

  it('仅支付 after the scanned payment arrived: paid by scan, said so; 取消 refunds it the way it came, shown in the details', async () => {
    const order = await scanPaidOrder('扫码后支付');
    renderPage();
    await userEvent.click(await rowAction(await findRow(order.orderId), '支付'));
    const dialog = await lastDialog('账户余额');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /仅支付/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /仅支付/ }));
    const notice = await lastDialog('扫码支付已到账');
    expect(notice).toHaveTextContent('这笔订单的扫码支付已经到账，订单记为扫码支付成功；账户余额没有扣款。');
    await userEvent.click(within(notice).getByRole('button', { name: /知道了/ }));
    await waitFor(() => expect(rowOf(order.orderId)).toHaveTextContent('支付成功'));
    expect(balanceOf(1)).toBe(10_000);

    await userEvent.click(await rowAction(rowOf(order.orderId)!, '取消'));
    const confirm = await lastDialog(`取消${order.insurerName}的保险订单？`);
    expect(confirm).toHaveTextContent('保费 ¥25 为扫码支付，将原路退回。');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('已退保，保费 ¥25 原路退回扫码付款人（不进入账户余额）')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(order.orderId)).toHaveTextContent('已退保'));
    expect(balanceOf(1)).toBe(10_000);
    await userEvent.click(await rowAction(rowOf(order.orderId)!, '查看'));
    const drawer = await lastDialog('订单详情');
    await waitFor(() => expect(drawer).toHaveTextContent('退款¥25 原路退回（扫码）'));
    expect(drawer).toHaveTextContent('支付方式扫码支付');
  });

  it('a premium paid from the balance and cancelled shows its refund back into the balance in the details', async () => {
    const order = await createOrder({ insurerName: '余额退款' });
    await orderPayAndInsure({ orderId: order.orderId }, { silent: true });
    renderPage();
    await userEvent.click(await rowAction(await findRow(order.orderId), '取消'));
    await userEvent.click(within(await lastDialog('将退回账户余额')).getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(rowOf(order.orderId)).toHaveTextContent('已退保'));
    await userEvent.click(await rowAction(rowOf(order.orderId)!, '查看'));
    const drawer = await lastDialog('订单详情');
    await waitFor(() => expect(drawer).toHaveTextContent('退款¥25 已退回账户余额'));
  });

  it("the details list who accessed the insured's personal data (admins)", async () => {
    const order = await createOrder({ insurerName: '查看记录' });
    await revealPersonal({ subject: 'insured', id: order.orderId, fields: ['insurerIdNo'], reason: { kind: 'insure' } });
    renderPage();
    await userEvent.click(await rowAction(await findRow(order.orderId), '查看'));
    const drawer = await lastDialog('订单详情');
    await waitFor(() => expect(within(drawer).getByTestId('record-access')).toHaveTextContent(/查看 .*被保险人证件号 · 投保/));
  });
});

describe('without insurance.manage', () => {
  it('the list is read-only: no 新增投保 (nor its link), only 查看 and 打印; the details offer no action either', async () => {
    const waiting = await createOrder({ insurerName: '只读待付' });
    const insured = await createOrder({ insurerName: '只读已保' });
    await orderPayAndInsure({ orderId: insured.orderId }, { silent: true });
    revokeFromStaff('insurance.manage');
    await signInAs(STAFF_ACCOUNT);
    renderPage(`/insurance/orders?create=1&auntId=${getDb().aunts.find((row) => row.companyId === 1)!.auntId}`);
    const row = await findRow(waiting.orderId);
    expect(screen.getByText('你可以查看保险订单；投保、支付、退保等操作需要“保险管理”权限。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增投保/ })).toBeNull();
    expect(dialogs().some((dialog) => dialog.textContent?.includes('提交订单'))).toBe(false);
    const labels = (element: HTMLElement) =>
      Array.from(element.querySelectorAll('button, a')).map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(labels(row)).toEqual(['查看']);
    expect(labels(rowOf(insured.orderId)!)).toEqual(['查看', '打印']);
    await userEvent.click(await rowAction(row, '查看'));
    const drawer = await lastDialog('订单详情');
    await waitFor(() => expect(drawer).toHaveTextContent('未支付'));
    // Nothing but closing it: no 查询支付, 支付, 批改 or 取消 in its footer.
    expect(labels(drawer)).toEqual(['关闭']);
  });
});

describe('cancel, delete, print', () => {
  it('cancel asks first and says whether the premium is refunded; delete asks first; the answers show', async () => {
    const waiting = await createOrder({ insurerName: '待取消' });
    const insured = await createOrder({ insurerName: '待退保' });
    await orderPayAndInsure({ orderId: insured.orderId }, { silent: true });
    renderPage();
    await userEvent.click(await rowAction(await findRow(waiting.orderId), '取消'));
    const confirm = await lastDialog('取消待取消的保险订单？');
    expect(confirm).toHaveTextContent('订单尚未支付');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(rowOf(waiting.orderId)).toHaveTextContent('订单已取消'));

    await userEvent.click(await rowAction(await findRow(insured.orderId), '取消'));
    const refund = await lastDialog('将退回账户余额');
    expect(refund).toHaveTextContent('¥25');
    await userEvent.click(within(refund).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('已退保，保费 ¥25 已退回账户余额')).toBeInTheDocument();
    expect(balanceOf(1)).toBe(10_000);

    await userEvent.click(await rowAction(rowOf(waiting.orderId)!, '删除'));
    const remove = await lastDialog('删除待取消的保险订单？');
    await userEvent.click(within(remove).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(rowOf(waiting.orderId)).toBeNull());
    expect(getDb().insOrders.find((o) => o.orderId === waiting.orderId)?.isDeleted).toBe(1);
  });

  it('an insured order offers 打印: a link opening the certificate route with its order id in a new tab', async () => {
    const order = await createOrder({ insurerName: '打印测试' });
    await orderPayAndInsure({ orderId: order.orderId }, { silent: true });
    renderPage();
    const link = await rowAction(await findRow(order.orderId), '打印');
    expect(link).toHaveAttribute('href', `/insurance/print?orderId=${order.orderId}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('the certificate route renders the certificate of the order in its query, with a print button', async () => {
    const order = await createOrder({ insurerName: '打印测试', insurerIdNo: idCardBorn('1980-05-06') });
    const { policyNo } = await orderPayAndInsure({ orderId: order.orderId }, { silent: true });
    renderPage(`/insurance/print?orderId=${order.orderId}`);
    const certificate = await screen.findByRole('article', { name: '保险凭证' });
    expect(certificate).toHaveTextContent(policyNo);
    expect(certificate).toHaveTextContent('中国平安 保险凭证');
    expect(certificate).toHaveTextContent(`**************${idCardBorn('1980-05-06').slice(-4)}`);
    expect(certificate).toHaveTextContent(`${order.insuredDate} 00:00 至 ${order.endDate} 24:00`);
    expect(screen.getByRole('button', { name: /打\s*印$/ })).toBeInTheDocument();
  });

  it('the certificate route explains an order that cannot print', async () => {
    const order = await createOrder();
    renderPage(`/insurance/print?orderId=${order.orderId}`);
    expect(await screen.findByText(/无法打印：订单当前状态不允许此操作/)).toBeInTheDocument();
  });
});
