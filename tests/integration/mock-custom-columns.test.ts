/**
 * Column layouts in the mock: the company's default of each list (getCustomTableField /
 * setCustomTableField, company.manage) and a staff member's own (/custom/column/display/list |
 * update, anyone for themselves); both strict (known columns of that list, the pinned ones shown
 * at their side, widths 48-800), refusals store nothing, [] removes a layout.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companyPaths, getCustomTableField, setCustomTableField, type CustomTableField } from '@/api/company';
import { columnDisplayList, columnDisplayUpdate, customPaths } from '@/api/custom';
import { postUnchecked } from '@/api/http';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const column = (field: string, extra: Partial<CustomTableField> = {}): CustomTableField => ({
  field,
  label: field,
  width: null,
  isShow: 1,
  sort: 0,
  fixed: null,
  ...extra,
});
const layout = [
  column('auntName', { fixed: 'left', width: 180 }),
  column('workStatus', { fixed: 'left' }),
  column('mobile'),
  column('custom.cf3', { label: '普通话水平' }),
  column('gender', { isShow: 0 }),
  column('actions', { fixed: 'right' }),
];

describe('the company’s default layout', () => {
  it('is empty until an admin saves one; saved, it is answered in the order sent; [] removes it', async () => {
    expect(await getCustomTableField({ tableType: 'aunt' }, silent)).toEqual([]);
    const saved = await setCustomTableField({ tableType: 'aunt', customTableOption: layout }, silent);
    expect(saved.map((item) => [item.field, item.sort, item.isShow, item.fixed, item.width])).toEqual([
      ['auntName', 1, 1, 'left', 180],
      ['workStatus', 2, 1, 'left', null],
      ['mobile', 3, 1, null, null],
      ['custom.cf3', 4, 1, null, null],
      ['gender', 5, 0, null, null],
      ['actions', 6, 1, 'right', null],
    ]);
    actAs(STAFF_ACCOUNT);
    expect(await getCustomTableField({ tableType: 'aunt' }, silent)).toEqual(saved);
    expect(await getCustomTableField({ tableType: 'order' }, silent)).toEqual([]);
    actAs(ADMIN_ACCOUNT);
    expect(await setCustomTableField({ tableType: 'aunt', customTableOption: [] }, silent)).toEqual([]);
  });

  it('refuses a layout that does not fit, storing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ tableType: 'aunt', customTableOption: [column('height')] }, '没有这一列：height'],
      [{ tableType: 'order', customTableOption: [column('orderNo')] }, '列 orderNo 始终显示并固定在左侧'],
      [{ tableType: 'aunt', customTableOption: [column('auntName', { isShow: 0, fixed: 'left' })] }, '列 auntName 始终显示并固定在左侧'],
      [{ tableType: 'aunt', customTableOption: [column('mobile'), column('mobile')] }, '列 mobile 出现了两次'],
      [{ tableType: 'aunt', customTableOption: [column('mobile', { width: 20 })] }, '列宽不能小于48'],
      [{ tableType: 'aunt', customTableOption: [column('mobile', { fixed: 'top' as never })] }, '固定不在可选范围内'],
      [{ tableType: 'aunt', customTableOption: [column('custom.cf99')] }, '没有这一列：custom.cf99'],
      [{ tableType: 'finance', customTableOption: [] }, '列表不在可选范围内'],
      [{ tableType: 'aunt', customTableOption: [{ ...column('mobile'), color: 'red' }] }, '不支持的字段：color'],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(companyPaths.setCustomTableField, body, silent), 40001, message);
  });

  it('only company.manage sets it', async () => {
    actAs(STAFF_ACCOUNT);
    await refused(() => setCustomTableField({ tableType: 'aunt', customTableOption: layout }, silent), 40301);
  });
});

describe('a staff member’s own layout', () => {
  it('is kept per user and list, follows them to any session, and [] forgets it', async () => {
    actAs(STAFF_ACCOUNT);
    expect(await columnDisplayList({ moduleName: 'aunt' }, silent)).toEqual([]);
    const mine = layout.map(({ fixed, ...rest }) => ({ ...rest, fixed }));
    const saved = await columnDisplayUpdate({ moduleName: 'aunt', columns: mine }, silent);
    expect(saved.map((item) => [item.moduleName, item.field, item.sort])).toEqual(layout.map((item, index) => ['aunt', item.field, index + 1]));
    actAs(STAFF_ACCOUNT);
    expect(await columnDisplayList({ moduleName: 'aunt' }, silent)).toEqual(saved);
    actAs(ADMIN_ACCOUNT);
    expect(await columnDisplayList({ moduleName: 'aunt' }, silent)).toEqual([]);
    actAs(STAFF_ACCOUNT);
    expect(await columnDisplayUpdate({ moduleName: 'aunt', columns: [] }, silent)).toEqual([]);
    expect(await columnDisplayList({ moduleName: 'aunt' }, silent)).toEqual([]);
  });

  it('is checked like the company’s, storing nothing on refusal; it needs a session', async () => {
    actAs(STAFF_ACCOUNT);
    await refused(() => postUnchecked(customPaths.columnDisplayUpdate, { moduleName: 'employer', columns: [column('age')] }, silent), 40001, '没有这一列：age');
    await refused(
      () => postUnchecked(customPaths.columnDisplayUpdate, { moduleName: 'aunt', columns: [column('mobile')], extra: true }, silent),
      40001,
      '不支持的字段：extra',
    );
    removeToken();
    await refused(() => columnDisplayList({ moduleName: 'aunt' }, silent), 50008);
  });
});
