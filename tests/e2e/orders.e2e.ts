/**
 * The recruitment journey in Chromium against the built app and the standalone mock (issue 5):
 * create an employer, write a follow-up, add a job, create an order from it, recommend two aunts,
 * fail one at interview (back to 找工作, order still open), take the other through interview,
 * trial and signing (工作中, order signed; her detail page lists the order); the employer's delete
 * then says why he cannot go (the contract in force) before asking, and leads to the order; once
 * the aunt goes out he is deleted, found in the recycle bin and restored with his follow-up intact.
 */
import { describe, expect, it } from 'vitest';
import { appointInterview, candidateRow, confirmRecommend, openModal, step } from './orderSteps';
import { appUrl, loggedIn, pickOption, chromiumForFile, screenshot, tableRows } from './support';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';

const browser = chromiumForFile();

const EMPLOYER = '测试雇主甲';
const FOLLOW_UP = '电话沟通：想找住家保姆照顾老人';
const JOB = '浦东新区 住家保姆 照顾老人';

describe('the recruitment journey', () => {
  it('takes an employer from first call to a signed aunt, and back out of the recycle bin', async () => {
    // An employer, his follow-up and his job.
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/employer/list' });
    await page.getByRole('button', { name: /新增客户/ }).click();
    const drawer = openModal(page, '新增客户');
    await drawer.getByLabel('客户姓名').fill(EMPLOYER);
    await drawer.getByLabel('手机号').fill('19987654321');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText(`已新增客户${EMPLOYER}`).waitFor();
    await page.getByRole('link', { name: EMPLOYER }).first().click();
    await page.waitForURL(/\/employer\/detail\/\d+$/);
    const employerUrl = page.url();

    await page.getByRole('tab', { name: /跟进记录/ }).click();
    await page.getByLabel('跟进内容').fill(FOLLOW_UP);
    await page.getByRole('button', { name: /保存跟进/ }).click();
    await page.getByText('跟进已保存').waitFor();

    await page.getByRole('tab', { name: /^岗位/ }).click();
    await page
      .getByRole('button', { name: /添加岗位/ })
      .first()
      .click();
    const jobForm = openModal(page, /添加岗位/);
    await jobForm.getByLabel('岗位名称').fill(JOB);
    await pickOption(page, jobForm.getByRole('combobox', { name: '服务类型' }), '住家保姆');
    await jobForm.getByLabel('最低薪资').fill('7000');
    await jobForm.getByLabel('最高薪资').fill('8500');
    await jobForm.getByLabel('住家', { exact: true }).check();
    await jobForm.getByRole('button', { name: /发\s*布/ }).click();
    await page.getByText(`岗位“${JOB}”已发布`).waitFor();

    // An order from the job.
    await page.getByRole('tab', { name: /^订单/ }).click();
    await page.getByRole('button', { name: /新建订单/ }).click();
    const orderForm = openModal(page, '新建招聘订单');
    await pickOption(page, orderForm.getByRole('combobox', { name: '岗位' }), JOB);
    await orderForm.getByRole('button', { name: /创\s*建/ }).click();
    await page.waitForURL(/\/customer\/jobs\/detail\/\d+$/);
    await page.getByRole('button', { name: /推荐阿姨/ }).waitFor();
    await expect(page.locator('main').getByText('¥7,000–8,500/月').first().isVisible()).resolves.toBe(true);

    // Two aunts recommended from the picker (it lists aunts seeking work).
    await page.getByRole('button', { name: /推荐阿姨/ }).click();
    const picker = page
      .locator('.ant-modal:visible')
      .filter({ has: page.locator('.ant-table') })
      .last();
    const pickerRows = tableRows(picker);
    await pickerRows.first().waitFor();
    const names: string[] = [];
    for (const index of [0, 1]) {
      const row = pickerRows.nth(index);
      await expect(row.getByText('找工作').isVisible()).resolves.toBe(true);
      await row.locator('input[type="checkbox"]').check();
      names.push((await row.locator('td').nth(1).innerText()).trim().split(/\s+/).pop() ?? '');
    }
    await confirmRecommend(page, picker);
    const [failed, hired] = names;
    await candidateRow(page, failed).getByText('已推荐').waitFor();
    await candidateRow(page, hired).getByText('已推荐').waitFor();

    // The first fails her interview: back to 找工作, the order stays open.
    await step(page, '约面试', failed, appointInterview);
    await candidateRow(page, failed).getByText('面试', { exact: true }).waitFor();
    await step(page, '面试结果', failed, (modal) => modal.getByLabel('未通过').check());
    await candidateRow(page, failed).getByText('面试未通过').waitFor();
    await candidateRow(page, failed).getByText('找工作').waitFor();
    await expect(page.getByRole('button', { name: /取消订单/ }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'order-interview-failed');

    // The second passes interview and trial, and signs: 工作中, the order signed.
    await step(page, '约面试', hired, appointInterview);
    await step(page, '面试结果', hired, (modal) => modal.getByLabel('通过', { exact: true }).check());
    await candidateRow(page, hired).getByText('试工', { exact: true }).waitFor();
    await step(page, '试工结果', hired, (modal) => modal.getByLabel('通过', { exact: true }).check());
    await candidateRow(page, hired).getByText('待签约').waitFor();
    await step(page, '签约', hired, async () => undefined);
    await candidateRow(page, hired).getByText('工作中').waitFor();
    await page.locator('.ant-tag').filter({ hasText: '已签约' }).first().waitFor();
    // Signed: no more recommending or cancelling; the failed aunt has no step left.
    await expect(page.getByRole('button', { name: /推荐阿姨/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /取消订单/ }).count()).resolves.toBe(0);
    await expect(candidateRow(page, failed).getByRole('button').count()).resolves.toBe(0);
    await screenshot(page, 'order-signed');

    // Her detail page lists the order with her stage on it.
    const orderNo = (
      await page
        .getByText(/^DD\d{12}$/)
        .first()
        .innerText()
    ).trim();
    await candidateRow(page, hired).getByRole('link', { name: hired }).click();
    await page.waitForURL(/\/aunt\/detail\/\d+$/);
    await page.getByRole('tab', { name: '订单', exact: true }).click();
    await tableRows(page).filter({ hasText: orderNo }).filter({ hasText: '已签约' }).waitFor();

    // While the contract is in force he cannot be deleted: the app says why before asking anything.
    await page.goto(employerUrl);
    await page
      .getByRole('button', { name: /删\s*除/ })
      .first()
      .click();
    const refusal = openModal(page, `不能删除客户${EMPLOYER}`);
    await refusal.getByText(`该客户已签约订单 ${orderNo}，合同履行中，阿姨下户后才能删除客户`).waitFor();
    await expect(refusal.getByRole('button', { name: /删\s*除/ }).count()).resolves.toBe(0);
    await screenshot(page, 'employer-delete-refused-signed');
    // The notice leads to the order: the aunt goes out (下户), the order is finished.
    await refusal.getByRole('button', { name: `查看订单 ${orderNo}` }).click();
    await page.waitForURL(/\/customer\/jobs\/detail\/\d+$/);
    await step(page, '下户', hired, async () => undefined);
    await page.locator('.ant-tag').filter({ hasText: '已完成' }).first().waitFor();

    // Now he can be deleted: find him in the recycle bin, restore him with his follow-up.
    await page.goto(employerUrl);
    await page
      .getByRole('button', { name: /删\s*除/ })
      .first()
      .click();
    await openModal(page, `删除客户${EMPLOYER}？`)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page.waitForURL(/\/employer\/list$/);
    await page.goto(`${appUrl}/recycle-bin`);
    await page.getByRole('tab', { name: /客户/ }).click();
    const binRow = tableRows(page).filter({ hasText: EMPLOYER });
    await binRow.waitFor();
    await screenshot(page, 'recycle-bin-employer');
    await binRow.getByRole('button', { name: /恢\s*复/ }).click();
    await page.getByText(`已恢复客户「${EMPLOYER}」`).waitFor();
    await binRow.waitFor({ state: 'detached' });

    await page.goto(employerUrl);
    await page.getByRole('heading', { name: EMPLOYER }).or(page.getByText(EMPLOYER).first()).first().waitFor();
    await page.getByRole('tab', { name: /跟进记录/ }).click();
    await page.getByText(FOLLOW_UP).waitFor();
    await page.getByRole('tab', { name: /^订单/ }).click();
    await tableRows(page).filter({ hasText: orderNo }).filter({ hasText: '已完成' }).first().waitFor();
    await screenshot(page, 'employer-restored');
  });
});
