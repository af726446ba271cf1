/**
 * The company's own fields in the aunt form and on her page, against the mock: a required field
 * the admin added is enforced before anything is sent (the rest of the form keeps its values), a
 * number outside its bounds is refused with the field's words, the saved record carries the values
 * (and a 健康证 expiry day), and her page shows them; a field removed later still shows its value,
 * marked as removed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { auntPaths, type AuntInput } from '@/api/aunt';
import type { CustomFormField } from '@/api/companyCustom.types';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import AuntDetailPage from '@/pages/aunt/detail';
import AuntFormPage from '@/pages/aunt/form';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/aunt/add', element: <AuntFormPage /> },
      { path: '/aunt/detail/:auntId', element: <AuntDetailPage /> },
    ],
    path,
  );

/** Makes the main company's aunt form hold these fields (as the settings page would save them). */
function setAuntFields(fields: Partial<CustomFormField>[]) {
  const row = getDb().customForms.find((item) => item.companyId === 1 && item.formName === 'aunt')!;
  row.fields = fields.map((field, index) => ({
    fieldName: `cf${index + 1}`,
    label: '',
    fieldType: 'text',
    options: [],
    required: 0,
    isShow: 1,
    sort: index + 1,
    min: null,
    max: null,
    isDeleted: 0,
    ...field,
  }));
}

async function paste(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('custom fields in the aunt form', () => {
  it('enforces a required field and a number’s bounds before sending, saves the values and a 健康证 expiry, and her page shows them', async () => {
    setAuntFields([
      { label: '宠物态度', fieldType: 'select', options: ['喜欢', '怕宠物'], required: 1 },
      { label: '每月休息天数', fieldType: 'number', min: 0, max: 31 },
      { label: '紧急联系人', fieldType: 'text' },
    ]);
    const bodies = recordBodies<AuntInput>(auntPaths.addAunt);
    renderAt('/aunt/add');
    await paste(await screen.findByLabelText('姓名'), '宋美玲');
    await paste(screen.getByLabelText('手机号'), '13912340077');
    const section = (await screen.findByText('更多信息', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
    await paste(within(section).getByLabelText('每月休息天数'), '40');
    await paste(within(section).getByLabelText('紧急联系人'), '丈夫 宋建军');

    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await within(section).findByText('请选择宠物态度')).toBeInTheDocument();
    expect(await within(section).findByText('每月休息天数不能大于 31')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(screen.getByLabelText('姓名')).toHaveValue('宋美玲');

    await userEvent.click(within(section).getByLabelText('宠物态度'));
    await userEvent.click(await waitFor(() => document.querySelector<HTMLElement>('.ant-select-item-option[title="怕宠物"]')!));
    const days = within(section).getByLabelText('每月休息天数');
    await userEvent.clear(days);
    await paste(days, '4');
    await userEvent.click(screen.getByLabelText('健康证'));
    await paste(await screen.findByLabelText('健康证有效期至'), '2026-09-30');
    await userEvent.keyboard('{Enter}');

    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.customFields).toEqual({ cf1: '怕宠物', cf2: 4, cf3: '丈夫 宋建军' });
    const health = getDb().customOptions.find((row) => row.companyId === 1 && row.optionName === '健康证')!.customOptionId;
    expect(bodies[0]!.certificateExpiries).toEqual([{ certificateId: health, expiresOn: '2026-09-30' }]);

    // Her page (the form goes there after saving) shows the values in their order.
    const more = await screen.findByRole('region', { name: '更多信息' });
    expect(within(more).getByText('宠物态度').nextSibling).toHaveTextContent('怕宠物');
    expect(within(more).getByText('每月休息天数').nextSibling).toHaveTextContent('4');
    expect(within(more).getByText('紧急联系人').nextSibling).toHaveTextContent('丈夫 宋建军');
  });

  it('shows a removed field’s value on her page, marked as removed', async () => {
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && typeof row.customFields.cf1 === 'string')!;
    const row = getDb().customForms.find((item) => item.companyId === 1 && item.formName === 'aunt')!;
    row.fields = row.fields.map((field) => (field.fieldName === 'cf1' ? { ...field, isDeleted: 1 } : field));
    renderAt(`/aunt/detail/${aunt.auntId}`);
    const more = await screen.findByRole('region', { name: '更多信息' });
    const label = await within(more).findByText('紧急联系人（已删除的字段）');
    expect(label.closest('[data-field]')).toHaveTextContent(String(aunt.customFields.cf1));
  });
});
