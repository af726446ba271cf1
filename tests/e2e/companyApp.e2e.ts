/**
 * The company's mini-program in a real browser: a member's service request reaches the admin's
 * bell live, is accepted, assigned and turned into an employer with a job (its masked mobile revealed
 * with a reason first), and the new order is
 * created from it; a news post is written with a picture and published, and shows in the phone
 * preview; a training group and course are added, members sign up (through the mock's control
 * route, as the mini-program would; a full course refuses the next), and the course shows its
 * sign-ups and its paid orders with the right total.
 */
import { describe, expect, it } from 'vitest';
import type { Member, TrainingGroup } from '@/api/companyApp';
import { maskMobile } from '@/domain/personalData';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { pageApi, pageCall } from '../tooling/chatPages';
import { submitAppRequest, trainingSignUp } from '../tooling/servers';
import { gradientPng } from './fixtures';
import { openModal } from './orderSteps';
import { appUrl, chromiumForFile, loggedIn, mockSecret, mockUrl, opened, pickOption, rowAction, screenshot, tableRows } from './support';

const browser = chromiumForFile();

/** Members of company 1 who are not employers yet (their mobile is free for a new employer). */
async function plainMembers(page: Parameters<typeof pageApi>[0], count: number): Promise<Member[]> {
  return pageApi<Member[]>(page, appUrl, '/companyApp/getMembers', { isEmployer: 0, page: 1, pageSize: count });
}

describe('the company app', () => {
  it('a member’s request rings the bell, is accepted, assigned and turned into an employer with a job, and the order is created from it', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    const bell = page.getByTestId('chat-bell');
    await page.locator('[data-testid="chat-bell"][data-connection="connected"]').waitFor();
    await expect.poll(async () => Number(await bell.getAttribute('data-requests'))).toBeGreaterThan(0);
    const before = Number(await bell.getAttribute('data-requests'));

    const [member] = await plainMembers(page, 1);
    const request = await submitAppRequest(mockUrl, mockSecret, {
      memberId: member!.memberId,
      toMobile: ADMIN_ACCOUNT.mobile,
      budget: 9000,
      remarks: '希望阿姨做饭清淡、有耐心',
    });
    // Every answer masks the mobile; the admin reveals it (the request carries the member's).
    const { values } = await pageApi<{ values: { mobile: string } }>(page, appUrl, '/privacy/reveal', {
      subject: 'member',
      id: member!.memberId,
      fields: ['mobile'],
      reason: { kind: 'contact' },
    });
    const mobile = values.mobile;
    expect(request.mobile).toBe(maskMobile(mobile));
    await expect.poll(async () => Number(await bell.getAttribute('data-requests'))).toBe(before + 1);
    const note = page.locator('.ant-notification-notice').filter({ hasText: '新的服务需求' });
    await note.waitFor();
    await screenshot(page, 'company-app-request-bell');
    await note.click();
    await page.waitForURL(`${appUrl}/company-app/orders`);
    // The list shows the mobile masked, as the control route answers it.
    const row = tableRows(page).filter({ hasText: request.contactName }).filter({ hasText: request.mobile });
    await row.waitFor();

    await rowAction(page, row, '受理');
    await page.getByText(`已受理${request.contactName}的需求`).waitFor();
    await expect.poll(async () => Number(await bell.getAttribute('data-requests'))).toBe(before);
    // The bell opened the list on "my pending requests", which the accepted one has left: find it.
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await page.getByLabel('关键词').fill(mobile);
    await page.getByLabel('关键词').press('Enter');
    await row.getByText('跟进中').waitFor();

    await rowAction(page, row, '分配');
    const assign = openModal(page, `分配需求：${request.contactName}`);
    await opened(assign);
    await pickOption(page, assign.getByRole('combobox', { name: '分配给' }), '李顾问');
    await assign.getByRole('button', { name: /分\s*配/ }).click();
    await page.getByText('已分配给李顾问').waitFor();
    await row.getByText('李顾问').waitFor();

    // Converting first reveals the mobile with a reason (logged), then fills the form with it.
    await rowAction(page, row, '转为客户');
    const reveal = page.getByRole('dialog', { name: '查看完整手机号' });
    await opened(reveal);
    await reveal.getByRole('radio', { name: '签约' }).check();
    await screenshot(page, 'company-app-request-convert-reveal-zh', { window: true });
    await reveal.getByRole('button', { name: /^查\s*看$/ }).click();
    await reveal.waitFor({ state: 'detached' });
    const convert = openModal(page, '转为客户并发布职位');
    await opened(convert);
    await expect(convert.getByLabel('手机号').inputValue()).resolves.toBe(mobile);
    await convert.getByLabel('住家', { exact: true }).check();
    await screenshot(page, 'company-app-request-convert');
    await convert.getByRole('button', { name: /转为客户/ }).click();

    // The recruitment list opens its new-order dialog on the new employer and job.
    await page.waitForURL(/\/customer\/jobs/);
    const order = openModal(page, '新建招聘订单');
    await opened(order);
    // The chosen employer as shown (the focused select also announces it in a hidden live region).
    await order.getByText(request.contactName).filter({ visible: true }).first().waitFor();
    await order.getByRole('button', { name: /创\s*建/ }).click();
    await page.waitForURL(/\/customer\/jobs\/detail\/\d+$/);
    await page.getByRole('button', { name: /推荐阿姨/ }).waitFor();
    const converted = await pageCall<{ status: number; employerId: number; jobId: number }[]>(page, appUrl, '/companyApp/getCompanyAppOrder', {
      keyword: mobile,
    });
    expect(converted.data[0]).toMatchObject({ status: 2 });
    await screenshot(page, 'company-app-request-order');
  });

  it('publishes a news post with a picture and shows it in the phone preview', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/company-app/dynamics' });
    await page.getByRole('button', { name: /发布动态/ }).click();
    const form = openModal(page, '发布动态');
    await opened(form);
    await form.getByLabel('标题').fill('e2e 端午节安排');
    await form.getByLabel('正文').fill('端午节门店休息一天。\n<i>不是 HTML</i>');
    await form.getByRole('button', { name: /添加图片/ }).click();
    const upload = openModal(page, '上传动态图片');
    await opened(upload);
    await upload.locator('input[type=file]').setInputFiles({ name: 'zongzi.png', mimeType: 'image/png', buffer: gradientPng(400, 300) });
    await upload.getByRole('button', { name: /上\s*传/ }).click();
    await upload.waitFor({ state: 'hidden' });
    const preview = form.getByTestId('phone-preview');
    await expect.poll(() => preview.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))).toEqual([400]);
    await expect(preview.locator('i').count()).resolves.toBe(0);
    await preview.getByText('<i>不是 HTML</i>').waitFor();
    await screenshot(page, 'company-app-news-form');
    await form.getByRole('button', { name: /^发\s*布$/ }).click();
    await page.getByText('已发布到小程序').waitFor();

    const row = tableRows(page).filter({ hasText: 'e2e 端午节安排' });
    await row.getByText('已发布').waitFor();
    await rowAction(page, row, '预览');
    const shown = page.locator('.ant-modal:visible [data-testid="phone-preview"]');
    await shown.getByRole('heading', { name: 'e2e 端午节安排' }).waitFor();
    await expect.poll(() => shown.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))).toEqual([400]);
    await screenshot(page, 'company-app-news-preview');
  });

  it('adds a training group and course; sign-ups and paid orders show with the right total; a full course refuses more', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/company-app/training' });
    await page.getByRole('button', { name: /新增分组/ }).click();
    const groupForm = openModal(page, '新增分组');
    await opened(groupForm);
    await groupForm.getByLabel('分组名称').fill('e2e 收纳班');
    await groupForm.getByRole('button', { name: /保\s*存/ }).click();
    const group = page.getByRole('region', { name: 'e2e 收纳班' });
    await group.waitFor();

    await group.getByRole('button', { name: '新增课程：e2e 收纳班' }).click();
    const itemForm = openModal(page, '新增课程');
    await opened(itemForm);
    await itemForm.getByLabel('课程名称').fill('衣橱收纳实操');
    await itemForm.getByLabel('价格（元）').fill('500');
    await itemForm.getByLabel('课时').fill('2');
    await itemForm.getByLabel('名额').fill('2');
    await itemForm.getByPlaceholder('开课日期').fill('2030-03-01');
    await itemForm.getByPlaceholder('开课日期').press('Enter');
    await itemForm.getByPlaceholder('结课日期').fill('2030-03-02');
    await itemForm.getByPlaceholder('结课日期').press('Enter');
    await itemForm.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已新增课程').waitFor();

    const tree = await pageApi<TrainingGroup[]>(page, appUrl, '/companyApp/getCompanyTraining', {});
    const course = tree.flatMap((entry) => entry.items).find((entry) => entry.title === '衣橱收纳实操')!;
    const [first, second, third] = await plainMembers(page, 3);
    await trainingSignUp(mockUrl, mockSecret, { trainingItemId: course.trainingItemId, memberId: first!.memberId });
    await trainingSignUp(mockUrl, mockSecret, { trainingItemId: course.trainingItemId, memberId: second!.memberId, pay: false });
    await expect(trainingSignUp(mockUrl, mockSecret, { trainingItemId: course.trainingItemId, memberId: third!.memberId })).rejects.toThrow(/名额已满|is full/);

    await page.reload();
    await group.getByRole('button', { name: /^衣橱收纳实操/ }).click();
    const joins = page.getByRole('region', { name: '衣橱收纳实操 的报名名单' });
    await expect.poll(() => tableRows(joins).count()).toBe(2);
    await group.getByText('已满').waitFor();
    await page.getByRole('tab', { name: /支付订单 1/ }).click();
    await page.getByTestId('training-pay-total').getByText('共 1 笔，合计 ¥500').waitFor();
    await expect.poll(() => tableRows(page.getByRole('region', { name: '衣橱收纳实操 的支付订单' })).count()).toBe(1);
    await screenshot(page, 'company-app-training');
  });
});
