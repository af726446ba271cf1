/**
 * The employer form drawer (opened from the employer list) against the mock backend: field
 * rules stop an incomplete save before any request; a valid new employer is stored exactly as
 * typed; a refused save (a mobile already in use) keeps every value and marks the mobile; an
 * edit sends and stores only what changed; closing with unsaved changes asks first.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { employerPaths, getEmployerByFilter } from '@/api/employer';
import type { EmployerInput, UpdateEmployerRequest } from '@/api/employer.types';
import { useSession } from '@/stores/session';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { getDb, type EmployerRow } from '@/mocks/db';
import { REGIONS } from '@/mocks/db/regions';
import EmployerListPage from '@/pages/employer/list';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function renderList() {
  renderRoutes([{ path: '/employer/list', element: <EmployerListPage /> }], '/employer/list');
}

const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
/** The open form drawer (antd's drawer id is not unique under the tests' useId, so it is found by class). */
function drawer(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-drawer-section[role="dialog"]');
  if (!found) throw new Error('no drawer open');
  return found;
}
const drawerTitled = (title: string) => waitFor(() => expect(drawer().querySelector('.ant-drawer-title')).toHaveTextContent(title));
const drawerClosed = () => waitFor(() => expect(document.querySelector('.ant-drawer-section')).toBeNull());
const inDrawer = (label: string) => within(drawer()).getByLabelText(label);
const itemOf = (label: string) => inDrawer(label).closest('.ant-form-item') as HTMLElement;
const saveButton = () => within(drawer()).getByRole('button', { name: /保\s*存/ });

async function fill(label: string, text: string) {
  await userEvent.click(inDrawer(label));
  await userEvent.paste(text);
}

async function choose(label: string, option: RegExp | string) {
  await userEvent.click(within(drawer()).getByLabelText(label, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function openCreate() {
  renderList();
  await waitFor(() => expect(shownIds().length).toBeGreaterThan(0));
  await userEvent.click(screen.getByRole('button', { name: /新增客户/ }));
  await drawerTitled('新增客户');
}

/** The stored row (answers carry the mobile masked), once the list finds it by that number. */
async function storedByMobile(mobile: string): Promise<EmployerRow | undefined> {
  const found = (await getEmployerByFilter({ page: 1, pageSize: 5, keyword: mobile }, { silent: true })).list.map((row) => row.employerId);
  return getDb().employers.find((row) => row.mobile === mobile && found.includes(row.employerId));
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the employer form', () => {
  it('names the missing required fields and sends nothing; Enter in a single-line field saves the form, Enter in a textarea is a new line', async () => {
    const sent = recordBodies<EmployerInput>(employerPaths.createEmployer);
    await openCreate();
    // Enter in a single-line field is a save: the empty form names what is missing and sends nothing.
    await userEvent.type(inDrawer('微信号'), '{Enter}');
    await waitFor(() => expect(itemOf('客户姓名')).toHaveTextContent('请填写客户姓名'));
    expect(itemOf('手机号')).toHaveTextContent('请填写手机号');
    await fill('手机号', '2345');
    await waitFor(() => expect(itemOf('手机号')).toHaveTextContent('请输入正确的手机号'));
    await fill('阿姨年龄下限', '50');
    await fill('阿姨年龄上限', '30');
    await userEvent.click(saveButton());
    await waitFor(() => expect(itemOf('阿姨年龄上限')).toHaveTextContent('年龄上限不能小于下限'));
    expect(sent).toEqual([]);
    // Made valid; Enter in the remarks (a textarea) starts a new line and saves nothing: a save it
    // had started would have sent the remarks cut at the line break and closed the drawer.
    await userEvent.clear(inDrawer('阿姨年龄下限'));
    await userEvent.clear(inDrawer('阿姨年龄上限'));
    await userEvent.type(inDrawer('客户姓名'), '张女士');
    await userEvent.clear(inDrawer('手机号'));
    await userEvent.type(inDrawer('手机号'), '13912340000');
    await userEvent.type(inDrawer('备注'), '按回车{Enter}之后');
    expect(inDrawer('备注')).toHaveValue('按回车\n之后');
    // Enter in the mobile saves the whole form, once.
    await userEvent.type(inDrawer('手机号'), '{Enter}');
    expect(await screen.findByText('已新增客户张女士')).toBeInTheDocument();
    await drawerClosed();
    expect(sent).toEqual([expect.objectContaining({ employerName: '张女士', mobile: '13912340000', remarks: '按回车\n之后' })]);
    expect(await storedByMobile('13912340000')).toMatchObject({ employerName: '张女士', remarks: '按回车\n之后' });
  });

  it('stores a new employer exactly as typed and shows him in the list', async () => {
    const sent = recordBodies<EmployerInput>(employerPaths.createEmployer);
    await openCreate();
    await fill('客户姓名', '周女士');
    await fill('手机号', '139 0000 7788');
    await fill('微信号', 'zhou_home');
    await choose('需求服务类型', '育儿嫂');
    await fill('预算', '9000');
    await fill('阿姨年龄下限', '35');
    await fill('阿姨年龄上限', '50');
    await fill('最少从业年限', '3');
    await fill('对阿姨的要求', '会做辅食，性格温和');
    await userEvent.click(inDrawer('所在地区'));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /^浙江省/ }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /^杭州市/ }));
    await fill('区/县', '西湖区');
    await fill('详细地址', '文三路 100 号 2 幢 301');
    await fill('家庭人口', '4');
    await userEvent.click(inDrawer('家中有小孩'));
    await fill('备注', '周末方便面谈');
    await userEvent.click(saveButton());

    expect(await screen.findByText('已新增客户周女士')).toBeInTheDocument();
    await drawerClosed();
    expect(sent).toHaveLength(1);
    const stored = await storedByMobile('13900007788');
    const hangzhou = REGIONS.find((region) => region.region_name === '杭州市');
    expect(stored).toMatchObject({
      employerName: '周女士',
      mobile: '13900007788',
      wechat: 'zhou_home',
      limitMoney: 9000,
      auntAgeMin: 35,
      auntAgeMax: 50,
      minExperienceYears: 3,
      requirements: '会做辅食，性格温和',
      district: '西湖区',
      address: '文三路 100 号 2 幢 301',
      familySize: 4,
      hasChildren: 1,
      hasElderly: 0,
      hasPets: 0,
      remarks: '周末方便面谈',
      status: 1,
      source: 3,
      liveIn: 2,
      userId: useSession.getState().user?.userId,
    });
    expect(stored?.addressPicker).toEqual([hangzhou?.province_id, hangzhou?.region_id]);
    expect(stored?.cityId).toBe(hangzhou?.region_id);
    const types = getDb()
      .serviceTypes.filter((row) => row.serviceTypeName === '育儿嫂')
      .map((row) => row.serviceTypeId);
    expect(types).toContain(stored?.serviceType);
    await waitFor(() => expect(shownIds()).toContain(stored?.employerId));
  });

  it('keeps every typed value when the mobile is already in use, and marks the mobile', async () => {
    const me = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile);
    const taken = getDb().employers.find((row) => row.companyId === me?.companyId && row.isDeleted === 0);
    if (!taken) throw new Error('no seeded employer');
    await openCreate();
    await fill('客户姓名', '钱先生');
    await fill('手机号', taken.mobile);
    await fill('详细地址', '中山路 8 号');
    await userEvent.click(saveButton());
    const reason = `该手机号已是客户「${taken.employerName}」的号码`;
    await waitFor(() => expect(itemOf('手机号')).toHaveTextContent(reason));
    expect(drawer()).toBeInTheDocument();
    expect(inDrawer('客户姓名')).toHaveValue('钱先生');
    expect(inDrawer('手机号')).toHaveValue(taken.mobile);
    expect(inDrawer('详细地址')).toHaveValue('中山路 8 号');
    expect(getDb().employers.filter((row) => row.employerName === '钱先生')).toHaveLength(0);
  });

  it('edits an employer: only the changed fields are sent and stored', async () => {
    const sent = recordBodies<UpdateEmployerRequest>(employerPaths.updateEmployer);
    renderList();
    await waitFor(() => expect(shownIds().length).toBeGreaterThan(0));
    const employer = (await getEmployerByFilter({ page: 1, pageSize: 20 }, { silent: true })).list.find((row) => row.status !== 3);
    if (!employer) throw new Error('no employer to edit');
    const row = document.querySelector(`tr[data-row-key="${employer.employerId}"]`) as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '编辑' }));
    await drawerTitled(`编辑客户：${employer.employerName}`);
    // Shown masked; left as is, not sent (the stored number stays).
    expect(inDrawer('手机号')).toHaveValue(employer.mobile);
    expect(employer.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const storedMobile = getDb().employers.find((row) => row.employerId === employer.employerId)!.mobile;
    expect(within(drawer()).queryByLabelText('归属员工')).toBeNull();

    await userEvent.clear(inDrawer('对阿姨的要求'));
    await fill('对阿姨的要求', '需要会开车');
    await choose('客户状态', '已签约');
    await userEvent.click(saveButton());
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(sent).toEqual([{ employerId: employer.employerId, requirements: '需要会开车', status: 3 }]);
    const stored = (await getEmployerByFilter({ page: 1, pageSize: 1, employerId: employer.employerId }, { silent: true })).list[0];
    expect(stored).toMatchObject({
      requirements: '需要会开车',
      status: 3,
      mobile: employer.mobile,
      employerName: employer.employerName,
      limitMoney: employer.limitMoney,
    });
    expect(getDb().employers.find((row) => row.employerId === employer.employerId)?.mobile).toBe(storedMobile);
  });

  it('asks before closing with unsaved changes', async () => {
    await openCreate();
    await fill('客户姓名', '孙女士');
    await userEvent.click(within(drawer()).getByRole('button', { name: /取\s*消/ }));
    const confirm = (await screen.findAllByText('放弃未保存的修改？')).at(-1) as HTMLElement;
    await userEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '继续编辑' }));
    expect(inDrawer('客户姓名')).toHaveValue('孙女士');
    await userEvent.click(within(drawer()).getByRole('button', { name: /取\s*消/ }));
    const again = (await screen.findAllByText('放弃未保存的修改？')).at(-1) as HTMLElement;
    await userEvent.click(within(again.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '放弃修改' }));
    await drawerClosed();
  });
});
