/**
 * Amount fields on the screens (issue 34, money is two decimals everywhere): a third decimal, at any
 * size, gets the amount message on the field in zh and en, the box keeps exactly what was typed (no
 * InputNumber precision rounding it on blur), nothing is sent or stored; two decimals are sent and
 * stored exactly. The job form and the aunt form (AmountInput, a number field), and the fee form (a
 * text field), all through amountRule.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { auntPaths, type AuntInput } from '@/api/aunt';
import { employerPaths, type AddJobsRequest } from '@/api/employer';
import { financePaths, type FeeInput } from '@/api/finance';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import AuntFormPage from '@/pages/aunt/form';
import EmployerJobsPage from '@/pages/employer/jobs';
import FinanceRecordsPage from '@/pages/finance/records';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

/** Puts text into a field at once, after emptying it. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function pick(label: string, option: string | RegExp, container: HTMLElement) {
  await userEvent.click(within(container).getByLabelText(label, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the job form (salaries: AmountInput)', () => {
  it('says why 12345.678 is not a salary, keeps it as typed and sends nothing; 12345.67 is stored exactly', async () => {
    const adminId = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.userId;
    const employer = getDb().employers.find((row) => row.userId === adminId && row.isDeleted === 0 && row.cityId > 0)!;
    const added = recordBodies<AddJobsRequest>(employerPaths.addJobs);
    renderRoutes([{ path: '/employer/jobs', element: <EmployerJobsPage /> }], '/employer/jobs');
    await userEvent.click(await screen.findByRole('button', { name: /发布岗位/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('客户', { selector: 'input' }));
    await userEvent.paste(employer.employerName);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${employer.employerName}（`) }));
    await retype(within(dialog).getByLabelText('岗位名称'), '住家保姆');
    await pick('服务类型', '不住家保姆', dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: '住家' }));
    await retype(within(dialog).getByLabelText('最高薪资'), '20000');
    const low = within(dialog).getByLabelText('最低薪资');
    await retype(low, '12345.678');
    const before = snapshot();

    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    expect(await within(dialog).findByText('请输入 ¥1 到 ¥1,000,000 之间、最多两位小数的金额')).toBeInTheDocument();
    // The click moved the focus off the box: nothing rounded it (precision 0 made it 12346).
    expect(low).not.toHaveFocus();
    expect(low).toHaveValue('12345.678');
    expect(added).toEqual([]);
    expect(snapshot() === before).toBe(true);

    // In English the same field says it in English.
    await i18n.changeLanguage('en');
    await retype(low, '2.675');
    expect(await within(dialog).findByText('Enter an amount from ¥1 to ¥1,000,000 with at most two decimals')).toBeInTheDocument();
    expect(low).toHaveValue('2.675');
    await i18n.changeLanguage('zh');

    await retype(low, '12345.67');
    await waitFor(() => expect(within(dialog).queryByText(/最多两位小数/)).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ salaryMin: 12345.67, salaryMax: 20000 });
    expect(getDb().jobs.at(-1)).toMatchObject({ employerId: employer.employerId, title: '住家保姆', salaryMin: 12345.67, salaryMax: 20000 });
  });
});

describe('the aunt form (expected salary: AmountInput)', () => {
  it('says why 2.675 is not a salary, keeps it as typed and sends nothing; 2.67 is sent exactly', async () => {
    const bodies = recordBodies<AuntInput>(auntPaths.addAunt);
    renderRoutes(
      [
        { path: '/aunt/add', element: <AuntFormPage /> },
        { path: '/aunt/detail/:auntId', element: <div data-testid="detail-page">detail</div> },
      ],
      '/aunt/add',
    );
    await retype(await screen.findByLabelText('姓名'), '金额阿姨');
    await retype(screen.getByLabelText('手机号'), '13912340001');
    const salary = screen.getByLabelText('期望薪资');
    await retype(salary, '2.675');
    const before = snapshot();
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入 ¥0 到 ¥100,000 之间、最多两位小数的金额')).toBeInTheDocument();
    expect(salary).toHaveValue('2.675');
    expect(bodies).toEqual([]);
    expect(snapshot() === before).toBe(true);

    await retype(salary, '2.67');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByTestId('detail-page')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ auntName: '金额阿姨', expectedSalary: 2.67 });
    expect(getDb().aunts.find((row) => row.mobile === '13912340001')?.expectedSalary).toBe(2.67);
  });
});

describe('the fee form (amount: a text field)', () => {
  it('says why 12345.678 is not an amount at that size too, keeps it and sends nothing', async () => {
    const added = recordBodies<FeeInput>(financePaths.addFeeIO);
    renderRoutes([{ path: '/finance/records', element: <FinanceRecordsPage /> }], '/finance/records');
    await userEvent.click(await screen.findByRole('button', { name: /新增收支/ }));
    const drawer = await waitFor(() => {
      const last = screen.getAllByRole('dialog').at(-1)!;
      expect(last).toHaveTextContent('新增收支');
      return last;
    });
    const amount = within(drawer).getByRole('textbox', { name: /金额/ });
    await retype(amount, '12345.678');
    const before = snapshot();
    await userEvent.click(within(drawer).getByRole('button', { name: '保 存' }));
    expect(await within(drawer).findByText('请输入大于 0、最多两位小数的金额（不超过 ¥99,999,999.99）')).toBeInTheDocument();
    expect(amount).toHaveValue('12345.678');
    expect(added).toEqual([]);
    expect(snapshot() === before).toBe(true);
  });
});
