/**
 * The custom settings page (/company/custom-fields) against the mock, section by section: form
 * fields (add a required choice field, remove one: its values stay), list tabs (add a tab with a
 * rule: the rule is sent first, then the tab; hide a built-in tab), default columns (hide, widen,
 * fix, save; back to the system's), and the read-only view without company.manage.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { companyPaths } from '@/api/company';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import CustomFieldsPage from '@/pages/company/customFields';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const openPage = () => renderRoutes([{ path: '/company/custom-fields', element: <CustomFieldsPage /> }], '/company/custom-fields');

/** The element with exactly this accessible label. */
const labelled = async (label: string, root: ParentNode = document) =>
  waitFor(() => {
    const found = root.querySelector<HTMLElement>(`[aria-label="${label}"]`);
    if (!found) throw new Error(`nothing labelled ${label}`);
    return found;
  });

async function dialogTitled(title: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(title));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
}

/** Opens a select and picks the option with this title. */
async function pick(select: HTMLElement, title: string) {
  await userEvent.click(select);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((item) => item.getAttribute('title') === title);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  await userEvent.click(option);
}

const texts = (testId: string) => screen.queryAllByTestId(testId).map((element) => element.textContent);

withFreshMockDb();

describe('the custom settings page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('form fields: adds a required choice field, then removes one whose values stay on the records', async () => {
    const bodies = recordBodies<{ formName: string; customFormOption: { label: string; required: number; options: string[] }[] }>(
      companyPaths.setCustomFormField,
    );
    openPage();
    await waitFor(() => expect(texts('custom-field-label')).toEqual(['紧急联系人', '可到岗日期', '普通话水平', '每月休息天数']));

    await userEvent.click(screen.getByRole('button', { name: /添加字段/ }));
    let dialog = await dialogTitled('添加字段');
    await userEvent.type(within(dialog).getByLabelText('字段名称'), '宠物态度');
    await pick(within(dialog).getAllByRole('combobox')[0]!, '单选');
    const options = await labelled('选项', dialog);
    await userEvent.type(within(options.closest('.ant-select') as HTMLElement).getByRole('combobox'), '喜欢{Enter}怕宠物{Enter}');
    await userEvent.click(within(dialog).getByLabelText('必填'));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(texts('custom-field-label')).toEqual(['紧急联系人', '可到岗日期', '普通话水平', '每月休息天数', '宠物态度']));
    expect(bodies.at(-1)?.customFormOption.at(-1)).toMatchObject({ label: '宠物态度', required: 1, options: ['喜欢', '怕宠物'] });

    const withValue = getDb().aunts.find((row) => row.companyId === 1 && typeof row.customFields.cf1 === 'string')!;
    await userEvent.click(await labelled('删除字段“紧急联系人”'));
    dialog = await dialogTitled('删除字段“紧急联系人”？');
    expect(dialog).toHaveTextContent('记录上已经填写的值会保留');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.getByTestId('removed-fields')).toHaveTextContent('紧急联系人'));
    expect(texts('custom-field-label')).not.toContain('紧急联系人');
    expect(getDb().aunts.find((row) => row.auntId === withValue.auntId)?.customFields.cf1).toBe(withValue.customFields.cf1);
  });

  it('form fields: a name the form already has is refused in the dialog, before anything is sent', async () => {
    const bodies = recordBodies(companyPaths.setCustomFormField);
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: /添加字段/ }));
    const dialog = await dialogTitled('添加字段');
    await userEvent.type(within(dialog).getByLabelText('字段名称'), '普通话水平');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('这个表单已经有同名的字段')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('字段名称')).toHaveValue('普通话水平');
    expect(bodies).toEqual([]);
  });

  it('list tabs: adds “健康证30天内到期” (rule first, then the tab) and shows its count; hides a built-in tab', async () => {
    const ruleBodies = recordBodies<{ customTabOption: { tabKey: string; conditions: unknown[] }[] }>(companyPaths.setCustomTabRule);
    const tabBodies = recordBodies<{ customTabOption: { tabKey: string; tabName: string; isShow: number }[] }>(companyPaths.setCustomTabField);
    openPage();
    await userEvent.click(await screen.findByRole('tab', { name: '列表标签页' }));
    await waitFor(() => expect(texts('custom-tab-name')).toContain('金牌月嫂'));
    expect(texts('custom-tab-rule')[0]).toBe('服务类型 包含 月嫂，且 从业年限 不低于 5');

    await userEvent.click(screen.getByRole('button', { name: /添加标签页/ }));
    const dialog = await dialogTitled('添加标签页');
    await userEvent.type(within(dialog).getByLabelText('名称'), '健康证30天内到期');
    await pick(await labelled('字段', dialog), '健康证有效期');
    await pick(await labelled('比较方式', dialog), '从今天起');
    expect(await labelled('“健康证有效期”的值', dialog)).toHaveValue('30');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(texts('custom-tab-name')).toContain('健康证30天内到期'));
    const health = getDb().customOptions.find((row) => row.companyId === 1 && row.optionName === '健康证')!.customOptionId;
    const added = ruleBodies[0]!.customTabOption.at(-1)!;
    expect(added.conditions).toEqual([{ field: `certificateExpiry.${health}`, operator: 'nextDays', value: 30 }]);
    expect(tabBodies[0]!.customTabOption.at(-1)).toMatchObject({ tabKey: added.tabKey, tabName: '健康证30天内到期', isShow: 1 });
    const today = chinaDay(Date.now());
    const expected = getDb().aunts.filter(
      (row) =>
        row.companyId === 1 &&
        row.isDeleted === 0 &&
        row.certificateExpiries.some((entry) => entry.certificateId === health && entry.expiresOn >= today && entry.expiresOn <= addDays(today, 30)),
    ).length;
    await waitFor(() => expect(texts('custom-tab-count').at(-1)).toBe(String(expected)));
    expect(texts('custom-tab-rule').at(-1)).toBe('健康证有效期 从今天起 30 天内');

    await userEvent.click(await labelled('显示标签页“黑名单”'));
    await waitFor(() => expect(tabBodies.at(-1)?.customTabOption.find((tab) => tab.tabKey === 'workStatus-6')?.isShow).toBe(0));
  });

  it('default columns: hides one, widens one, fixes one and saves them as the company’s; then back to the system’s', async () => {
    const bodies = recordBodies<{ tableType: string; customTableOption: { field: string; isShow: number; width: number | null; fixed: string | null }[] }>(
      companyPaths.setCustomTableField,
    );
    openPage();
    await userEvent.click(await screen.findByRole('tab', { name: '列表默认列' }));
    await userEvent.click(await labelled('显示“性别”列'));
    const width = await labelled('“手机号”列的宽度');
    await userEvent.type(width, '220');
    await pick(await labelled('“工作状态”列固定在'), '左侧');
    await userEvent.click(screen.getByRole('button', { name: '保存为公司默认' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const sent = new Map(bodies[0]!.customTableOption.map((column) => [column.field, column]));
    expect(bodies[0]!.tableType).toBe('aunt');
    expect(sent.get('gender')?.isShow).toBe(0);
    expect(sent.get('mobile')?.width).toBe(220);
    expect(sent.get('workStatus')?.fixed).toBe('left');
    expect(sent.get('custom.cf3')?.isShow).toBe(0);
    expect(getDb().customTables.find((row) => row.companyId === 1 && row.tableType === 'aunt')?.columns.length).toBe(bodies[0]!.customTableOption.length);

    await userEvent.click(await screen.findByRole('button', { name: '使用系统默认' }));
    const dialog = await dialogTitled('不再使用公司默认列？');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(getDb().customTables.some((row) => row.companyId === 1)).toBe(false));
  });
});

describe('the custom settings page (without company.manage)', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

  it('shows every section read-only', async () => {
    openPage();
    expect(await screen.findByText('你可以查看这些设置；修改需要“公司设置”权限。')).toBeInTheDocument();
    await waitFor(() => expect(texts('custom-field-label')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /添加字段/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '列表标签页' }));
    await waitFor(() => expect(texts('custom-tab-name')).toContain('金牌月嫂'));
    expect(screen.queryByRole('button', { name: /添加标签页/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '列表默认列' }));
    expect(await labelled('显示“性别”列')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存为公司默认' })).toBeNull();
  });
});
