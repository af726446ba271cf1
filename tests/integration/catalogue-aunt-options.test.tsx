/**
 * The certificates / trainings / visas and preference choices page (/company/aunt-options) against
 * the mock: each list in its tab with its uses; adding and deleting (a certificate aunts hold is
 * retired); the preference choices (attribute values): rename (said to reach every aunt holding it),
 * delete (aunts keep it), reorder; read-only for staff. And the aunt form's preference fields offer
 * the choices, keep a value no longer offered, and send the texts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Form } from 'antd';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import AuntOptionsPage from '@/pages/company/auntOptions';
import { AttributeFields } from '@/pages/aunt/form/sections/AttributeFields';
import { renderRoutes } from '../render';
import '@/i18n/texts/auntForm';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const openPage = () => renderRoutes([{ path: '/company/aunt-options', element: <AuntOptionsPage /> }], '/company/aunt-options');
const labelled = (text: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[aria-label="${text}"]`);
    if (!found) throw new Error(`nothing labelled ${text}`);
    return found;
  });
const lastDialog = async (title: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(title));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};
/** The names in the table of the tab shown (the others are not mounted). */
const shownNames = () => Array.from(document.querySelectorAll('.ant-table-tbody [data-testid="entry-name"]')).map((cell) => cell.textContent);
const holders = (value: string) => getDb().aunts.filter((aunt) => aunt.companyId === 1 && aunt.attributes.dietaryHabits?.includes(value)).length;

withFreshMockDb();

describe('the aunt options page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('shows the certificates with their uses, adds a visa, retires a certificate aunts hold', async () => {
    openPage();
    await waitFor(() => expect(shownNames()[0]).toBe('健康证'));
    await userEvent.click(screen.getByRole('tab', { name: '签证' }));
    await waitFor(() => expect(shownNames()).toEqual(['香港', '新加坡', '加拿大', '美国']));
    expect(screen.getByText('阿姨资料中暂未使用这一项，删除不影响任何记录。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /新增签证/ }));
    const dialog = await lastDialog('新增签证');
    await userEvent.type(within(dialog).getByLabelText('名称'), '日本');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(shownNames().at(-1)).toBe('日本'));

    await userEvent.click(screen.getByRole('tab', { name: '证书' }));
    await userEvent.click(await labelled('删除“健康证”'));
    const confirm = await lastDialog('删除“健康证”？');
    expect(confirm).toHaveTextContent(/位阿姨在用它/);
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(shownNames()).not.toContain('健康证'));
    expect(await screen.findByText('已停用（1）')).toBeInTheDocument();
  });

  it('edits the preference choices: rename reaches the aunts, delete leaves them theirs, reorder', async () => {
    const before = holders('饮食清淡');
    expect(before).toBeGreaterThan(0);
    openPage();
    await userEvent.click(await screen.findByRole('tab', { name: '个人偏好选项' }));
    await userEvent.click(await screen.findByText('饮食习惯'));
    await waitFor(() => expect(shownNames().slice(0, 2)).toEqual(['不挑食', '饮食清淡']));
    await userEvent.click(await labelled('编辑“饮食清淡”'));
    const dialog = await lastDialog('编辑选项“饮食清淡”');
    expect(dialog).toHaveTextContent(`改名会同步到已选了它的 ${before} 位阿姨。`);
    const name = within(dialog).getByLabelText('名称');
    await userEvent.clear(name);
    await userEvent.type(name, '口味清淡');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(shownNames()).toContain('口味清淡'));
    expect(holders('口味清淡')).toBe(before);

    await userEvent.click(await labelled('上移“口味清淡”'));
    await waitFor(() => expect(shownNames().slice(0, 2)).toEqual(['口味清淡', '不挑食']));

    await userEvent.click(await labelled('删除“口味清淡”'));
    const confirm = await lastDialog('删除“口味清淡”？');
    expect(confirm).toHaveTextContent(`删除后不再供选择；已选了它的 ${before} 位阿姨仍保留这一项。`);
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(shownNames()).not.toContain('口味清淡'));
    expect(holders('口味清淡')).toBe(before);
  });
});

describe('the aunt options page without company.manage', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

  it('shows the lists read-only', async () => {
    openPage();
    await waitFor(() => expect(shownNames()[0]).toBe('健康证'));
    expect(screen.getByText('你可以查看这些设置；修改需要“公司设置”权限。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增证书/ })).toBeNull();
    expect(document.querySelector('[aria-label="删除“健康证”"]')).toBeNull();
  });
});

describe('the aunt form’s preference fields', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('offer the company’s choices, keep a value no longer offered, and hold the texts', async () => {
    let submitted: unknown = null;
    function Harness() {
      const [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ attributes: { religion: ['拜火教'], dialects: ['普通话'] } }} onFinish={(values) => (submitted = values)}>
          <AttributeFields />
          <button type="submit">提交</button>
        </Form>
      );
    }
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    // The held value is shown as no longer offered.
    expect(await screen.findByText('拜火教（已不再提供）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '饮食习惯' }));
    await userEvent.click(await screen.findByTitle('能吃辣'));
    await userEvent.click(screen.getByRole('combobox', { name: '宗教信仰' }));
    await userEvent.click(await screen.findByTitle('佛教'));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(submitted).toEqual({ attributes: { religion: ['佛教'], dialects: ['普通话'], dietaryHabits: ['能吃辣'] } }));
  });
});
