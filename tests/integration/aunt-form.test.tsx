/**
 * The aunt form (/aunt/add, /aunt/edit/:id, /aunt/add?copyFrom=) against the mock backend:
 * identity-number derivation and rules, field rules, the draft, a refused save that keeps
 * every value, the body sent on success, and copy mode; the page title in a header card like the lists.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/node';
import { apiPattern } from '@/mocks/handlers/kit';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { auntPaths, type AuntInput } from '@/api/aunt';
import { useSession } from '@/stores/session';
import { deriveFromIdCard } from '@/domain/idCard';
import { maskIdNumber, maskMobile } from '@/domain/personalData';
import { i18n } from '@/i18n';
import AuntFormPage from '@/pages/aunt/form';
import { renderRoutes } from '../render';
import { signInAs, signInForTest } from '../session';
import { recordBodies, rejection } from '../requests';
import { postUnchecked } from '@/api/http';
import { userPaths } from '@/api/user';
import { browser } from '@/app/browser';
import { expireAllSessions } from '@/mocks/rules/session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const ID_CARD = '11010519491231002X';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/aunt/add', element: <AuntFormPage /> },
      { path: '/aunt/edit/:auntId', element: <AuntFormPage /> },
      { path: '/aunt/detail/:auntId', element: <div data-testid="detail-page">detail</div> },
      { path: '/aunt/all', element: <div data-testid="list-page">list</div> },
    ],
    path,
  );
}

const field = (label: string) => screen.getByLabelText(label);
/** Puts text into a field at once (typing is tested where it matters: the identity number). */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
const derived = (name: string) => screen.getByTestId(`aunt-derived-${name}`);
const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

async function fillRequired(name = '张桂芳', mobile = '13912345678') {
  await fill(await screen.findByLabelText('姓名'), name);
  await fill(field('手机号'), mobile);
}

function companyAunt() {
  const me = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile);
  const aunt = getDb().aunts.find((row) => row.companyId === me?.companyId && row.isDeleted === 0 && row.isLocked === 0 && row.idCard !== '');
  if (!aunt) throw new Error('no seeded aunt');
  return aunt;
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('identity number', () => {
  it('fills birth date, age, zodiac, constellation and gender as it is typed', async () => {
    renderAt('/aunt/add');
    const idCard = await screen.findByLabelText('身份证号');
    expect(derived('birthDate')).toHaveValue('');
    await userEvent.type(idCard, ID_CARD.slice(0, 17));
    expect(derived('birthDate')).toHaveValue('');
    await userEvent.type(idCard, 'x');
    const facts = deriveFromIdCard(ID_CARD, new Date());
    expect(idCard).toHaveValue(ID_CARD);
    expect(derived('birthDate')).toHaveValue('1949-12-31');
    expect(derived('age')).toHaveValue(`${facts?.age} 岁`);
    expect(derived('zodiac')).toHaveValue('牛');
    expect(derived('constellation')).toHaveValue('摩羯座');
    const female = screen.getByRole('radio', { name: '女' });
    expect(female).toBeChecked();
    expect(female).toBeDisabled();
  });

  it('derives a male from an odd 17th digit and frees the gender when the number goes', async () => {
    renderAt('/aunt/add');
    const idCard = await screen.findByLabelText('身份证号');
    await userEvent.type(idCard, '310104198506124513');
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked();
    await userEvent.clear(idCard);
    expect(screen.getByRole('radio', { name: '男' })).toBeEnabled();
    expect(derived('birthDate')).toHaveValue('');
  });

  it('shows the precise reason and blocks the save', async () => {
    const bodies = recordBodies(auntPaths.addAunt);
    renderAt('/aunt/add');
    await fillRequired();
    const idCard = field('身份证号');
    await fill(idCard, '110105194913310021');
    expect(await screen.findByText('出生月份应在 01 至 12 之间')).toBeInTheDocument();
    await userEvent.clear(idCard);
    await fill(idCard, '110105202001010021');
    expect(await screen.findByText('出生年份应在 1900 至 2019 年之间')).toBeInTheDocument();
    await userEvent.clear(idCard);
    await fill(idCard, '1101051949');
    expect(await screen.findByText('身份证号应为 18 位（当前 10 位）')).toBeInTheDocument();
    await userEvent.click(saveButton());
    expect(await screen.findByText('还有 1 处需要修改')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('warns, without blocking, when the check digit does not match', async () => {
    renderAt('/aunt/add');
    await fill(await screen.findByLabelText('身份证号'), '110105194912310021');
    expect(await screen.findByText('校验位与号码不符，请再核对一遍号码')).toBeInTheDocument();
    expect(derived('birthDate')).toHaveValue('1949-12-31');
  });

  it('saves a number whose birth date is not on the calendar (the spec allows day 31 of any month), with a warning', async () => {
    const bodies = recordBodies(auntPaths.addAunt);
    const { router } = renderAt('/aunt/add');
    await fillRequired('周巧云', '13812340231');
    // 1990-02-31 with a correct check digit: the only warning is the date's.
    await fill(field('身份证号'), '310104199002310040');
    expect(await screen.findByText('出生日期 1990-02-31 在日历上不存在（号码符合规则，可以保存），请核对号码')).toBeInTheDocument();
    expect(screen.queryByText('校验位与号码不符，请再核对一遍号码')).not.toBeInTheDocument();
    expect(derived('birthDate')).toHaveValue('1990-02-31');
    expect(derived('zodiac')).toHaveValue('马');
    expect(derived('constellation')).toHaveValue('双鱼座');
    await userEvent.click(saveButton());
    await screen.findByTestId('detail-page');
    expect(bodies).toEqual([expect.objectContaining({ idCard: '310104199002310040', gender: 0 })]);
    const created = getDb().aunts.find((row) => row.mobile === '13812340231');
    expect(created).toMatchObject({ idCard: '310104199002310040', birthDate: '1990-02-31', zodiac: 'horse', constellation: 'pisces', gender: 0 });
    expect(router.state.location.pathname).toBe(`/aunt/detail/${created?.auntId}`);
  });

  it('opens an edit with the number masked and unchecked; a number typed over it is checked', async () => {
    const aunt = companyAunt();
    aunt.idCard = '310104199002310040';
    renderAt(`/aunt/edit/${aunt.auntId}`);
    await waitFor(() => expect(field('身份证号')).toHaveValue('**************0040'));
    expect(screen.queryByText('出生日期 1990-02-31 在日历上不存在（号码符合规则，可以保存），请核对号码')).not.toBeInTheDocument();
    await userEvent.clear(field('身份证号'));
    await fill(field('身份证号'), '310104199002310040');
    expect(await screen.findByText('出生日期 1990-02-31 在日历上不存在（号码符合规则，可以保存），请核对号码')).toBeInTheDocument();
  });

  it('gives that warning in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      renderAt('/aunt/add');
      await fill(await screen.findByLabelText('ID number'), '310104199002310040');
      expect(
        await screen.findByText('The birth date 1990-02-31 is not on the calendar (the number follows the rule and can be saved); please check it'),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});

describe('field rules', () => {
  it('refuses a mobile number outside 1[3-9] + 9 digits', async () => {
    renderAt('/aunt/add');
    const mobile = await screen.findByLabelText('手机号');
    await userEvent.type(mobile, '12812345678');
    expect(await screen.findByText('请输入正确的手机号：1 开头，第二位 3-9，共 11 位数字')).toBeInTheDocument();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '19812345678');
    await waitFor(() => expect(screen.queryByText('请输入正确的手机号：1 开头，第二位 3-9，共 11 位数字')).not.toBeInTheDocument());
  });

  it('refuses an upper salary below the lower one', async () => {
    const bodies = recordBodies(auntPaths.addAunt);
    renderAt('/aunt/add');
    await fillRequired();
    await fill(field('期望薪资'), '8000');
    await fill(field('期望薪资上限'), '6000');
    await userEvent.click(saveButton());
    expect(await screen.findByText('期望薪资上限不能低于下限')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('asks for a reason when she is blacklisted', async () => {
    const bodies = recordBodies(auntPaths.addAunt);
    renderAt('/aunt/add');
    await fillRequired();
    expect(screen.queryByLabelText('拉黑原因')).not.toBeInTheDocument();
    fireEvent.mouseDown(field('工作状态'));
    await userEvent.click(await screen.findByTitle('黑名单'));
    const reason = await screen.findByLabelText('拉黑原因');
    await userEvent.click(saveButton());
    expect(await screen.findByText('拉黑时请填写拉黑原因')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await fill(reason, '多次爽约');
    await userEvent.click(saveButton());
    await screen.findByTestId('detail-page');
    expect(bodies).toEqual([expect.objectContaining({ workStatus: 6, blacklistReason: '多次爽约' })]);
  });
});

describe('draft', () => {
  it('survives a reload and is cleared after a successful save', async () => {
    const first = renderAt('/aunt/add');
    await fillRequired('李秀英', '13612345678');
    await fill(field('身份证号'), ID_CARD);
    await fill(field('自我介绍'), '做事细心');
    first.unmount();

    renderAt('/aunt/add');
    expect(await screen.findByTestId('aunt-form-draft')).toHaveTextContent('已恢复');
    expect(field('姓名')).toHaveValue('李秀英');
    expect(field('手机号')).toHaveValue('13612345678');
    expect(field('自我介绍')).toHaveValue('做事细心');
    expect(derived('birthDate')).toHaveValue('1949-12-31');

    await userEvent.click(saveButton());
    await screen.findByTestId('detail-page');
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('aunt-form-draft:'))).toEqual([]);
  });

  /** Every stored entry (both storages), as one text to search for personal data. */
  const stored = (storage: Storage) =>
    Object.keys(storage)
      .map((key) => `${key}=${storage.getItem(key)}`)
      .join('\n');

  it('is kept for the tab only (sessionStorage), and forgotten on logout even while the form is open', async () => {
    const first = renderAt('/aunt/add');
    await fillRequired('李秀英', '13612345678');
    await fill(field('身份证号'), ID_CARD);
    first.unmount();
    expect(stored(window.sessionStorage)).toContain('13612345678');
    expect(stored(window.localStorage)).not.toMatch(/13612345678|李秀英|1101051949/);

    await useSession.getState().logout();
    expect(stored(window.sessionStorage)).not.toMatch(/13612345678|李秀英|1101051949/);

    // Logged out with the form still open: its last save on unmount keeps nothing.
    await signInAs(ADMIN_ACCOUNT);
    const second = renderAt('/aunt/add');
    await fillRequired('周玉兰', '13512345678');
    await useSession.getState().logout();
    second.unmount();
    expect(stored(window.sessionStorage)).not.toMatch(/13512345678|周玉兰/);
  });

  it('is forgotten when the session expires (the "log in again" prompt), before it is answered', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    renderAt('/aunt/add');
    await fillRequired('李秀英', '13612345678');
    await waitFor(() => expect(stored(window.sessionStorage)).toContain('13612345678'));
    expireAllSessions();
    await rejection(postUnchecked(userPaths.getMenu));
    const prompt = await screen.findByRole('dialog');
    expect(stored(window.sessionStorage)).not.toMatch(/13612345678|李秀英/);
    await userEvent.click(within(prompt).getByRole('button', { name: '重新登录' }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  // A draft left in localStorage by an earlier version goes when a session starts.
  it('left in localStorage by an earlier version, is removed at the next login', async () => {
    window.localStorage.setItem('aunt-form-draft:1:add:new', JSON.stringify({ savedAt: 1, baseUpdatedTime: null, values: { name: '李秀英' } }));
    window.localStorage.setItem('agency-settings', '{"state":{"language":"zh"}}');
    await signInAs(ADMIN_ACCOUNT);
    expect(Object.keys(window.localStorage)).not.toContain('aunt-form-draft:1:add:new');
    expect(window.localStorage.getItem('agency-settings')).toBe('{"state":{"language":"zh"}}');
  });

  it('can be discarded', async () => {
    const first = renderAt('/aunt/add');
    await fillRequired('王芳', '13712345678');
    first.unmount();
    renderAt('/aunt/add');
    const notice = await screen.findByTestId('aunt-form-draft');
    await userEvent.click(within(notice).getByRole('button', { name: '丢弃草稿' }));
    expect(field('姓名')).toHaveValue('');
    expect(screen.queryByTestId('aunt-form-draft')).not.toBeInTheDocument();
  });
});

describe('saving', () => {
  it('keeps every typed value when the server refuses, and marks the field it names', async () => {
    mockServer.use(
      http.post(apiPattern(auntPaths.addAunt), () =>
        HttpResponse.json({ code: 40001, success: false, data: null, error: '身份证号已被其他阿姨使用', fields: ['idCard'] }),
      ),
    );
    renderAt('/aunt/add');
    await fillRequired('赵丽', '13512345678');
    await fill(field('身份证号'), ID_CARD);
    await fill(field('籍贯'), '四川省 成都市');
    await fill(field('备注'), '周末可面试');
    await userEvent.click(saveButton());
    const errors = await screen.findAllByText('身份证号已被其他阿姨使用');
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByTestId('detail-page')).not.toBeInTheDocument();
    expect(field('姓名')).toHaveValue('赵丽');
    expect(field('手机号')).toHaveValue('13512345678');
    expect(field('身份证号')).toHaveValue(ID_CARD);
    expect(field('籍贯')).toHaveValue('四川省 成都市');
    expect(field('备注')).toHaveValue('周末可面试');
    expect(derived('birthDate')).toHaveValue('1949-12-31');
    expect(field('身份证号').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });

  it('marks no field by the message text: a refusal naming none shows only its message', async () => {
    mockServer.use(
      http.post(apiPattern(auntPaths.addAunt), () => HttpResponse.json({ code: 40001, success: false, data: null, error: '身份证号已被其他阿姨使用' })),
    );
    renderAt('/aunt/add');
    await fillRequired('赵丽', '13512345678');
    await fill(field('身份证号'), ID_CARD);
    await userEvent.click(saveButton());
    expect(await screen.findByText('身份证号已被其他阿姨使用')).toBeInTheDocument();
    expect(field('身份证号')).toHaveValue(ID_CARD);
    expect(field('身份证号').closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error');
    expect(screen.queryByTestId('detail-page')).not.toBeInTheDocument();
  });

  it('keeps the values when the real duplicate-mobile rule refuses', async () => {
    const taken = companyAunt();
    renderAt('/aunt/add');
    await fillRequired('周敏', taken.mobile);
    await userEvent.click(saveButton());
    expect((await screen.findAllByText(/手机号已被.*使用/)).length).toBeGreaterThanOrEqual(1);
    expect(field('姓名')).toHaveValue('周敏');
    expect(field('手机号')).toHaveValue(taken.mobile);
    expect(field('手机号').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });

  it('sends the expected body and opens the new aunt', async () => {
    const bodies = recordBodies(auntPaths.addAunt);
    const { router } = renderAt('/aunt/add');
    await fillRequired('孙玉兰', '13812349876');
    await fill(field('身份证号'), ID_CARD);
    await fill(field('期望薪资'), '6000');
    await fill(field('期望薪资上限'), '8000');
    await userEvent.click(saveButton());
    await screen.findByTestId('detail-page');
    const me = useSession.getState().user;
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      auntName: '孙玉兰',
      mobile: '13812349876',
      idCard: ID_CARD,
      gender: 0,
      ethnicity: '汉族',
      experienceYears: 0,
      liveIn: 2,
      workStatus: 1,
      expectedSalary: 6000,
      expectedSalaryMax: 8000,
      blacklistReason: '',
      teacherUserId: me?.userId,
      workHistory: [],
    } satisfies Partial<AuntInput>);
    const created = getDb().aunts.find((row) => row.mobile === '13812349876');
    expect(created).toMatchObject({ auntName: '孙玉兰', birthDate: '1949-12-31', zodiac: 'ox' });
    expect(router.state.location.pathname).toBe(`/aunt/detail/${created?.auntId}`);
  });
});

describe('a second save', () => {
  it('sends nothing when 保存 is clicked again right after a successful add (the detail page still loading)', async () => {
    const bodies = recordBodies(auntPaths.addAunt);
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const { router } = renderRoutes(
      [
        { path: '/aunt/add', element: <AuntFormPage /> },
        { path: '/aunt/detail/:auntId', loader: () => opened.then(() => null), element: <div data-testid="detail-page">detail</div> },
      ],
      '/aunt/add',
    );
    await fillRequired('周美华', '13812340001');
    await userEvent.click(saveButton());
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    const before = getDb().aunts.length;
    await userEvent.click(saveButton());
    await userEvent.click(saveButton());
    open();
    await screen.findByTestId('detail-page');
    expect(bodies).toEqual([expect.objectContaining({ auntName: '周美华', mobile: '13812340001' })]);
    expect(getDb().aunts).toHaveLength(before);
  });
});

describe('edit and copy', () => {
  it('edit loads the aunt and saves with editAunt', async () => {
    const aunt = companyAunt();
    const bodies = recordBodies(auntPaths.editAunt);
    renderAt(`/aunt/edit/${aunt.auntId}`);
    const name = await screen.findByLabelText('姓名');
    expect(name).toHaveValue(aunt.auntName);
    // Every read masks them: left as shown, the masks go back and the stored values stay.
    expect(field('身份证号')).toHaveValue(maskIdNumber(aunt.idCard));
    expect(field('手机号')).toHaveValue(maskMobile(aunt.mobile));
    const stored = { mobile: aunt.mobile, idCard: aunt.idCard };
    await userEvent.clear(field('自我介绍'));
    await fill(field('自我介绍'), '新的介绍');
    await userEvent.click(saveButton());
    await screen.findByTestId('detail-page');
    expect(bodies).toEqual([
      expect.objectContaining({ auntId: aunt.auntId, introduction: '新的介绍', mobile: maskMobile(stored.mobile), idCard: maskIdNumber(stored.idCard) }),
    ]);
    expect(getDb().aunts.find((row) => row.auntId === aunt.auntId)).toMatchObject({ ...stored, introduction: '新的介绍' });
  });

  it('edit saves a mobile typed over the mask as the new number, checked first', async () => {
    const aunt = companyAunt();
    const bodies = recordBodies(auntPaths.editAunt);
    renderAt(`/aunt/edit/${aunt.auntId}`);
    await waitFor(() => expect(field('手机号')).toHaveValue(maskMobile(aunt.mobile)));
    await userEvent.clear(field('手机号'));
    await fill(field('手机号'), '138****0000');
    await userEvent.click(saveButton());
    expect(await screen.findByText('请输入正确的手机号：1 开头，第二位 3-9，共 11 位数字')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.clear(field('手机号'));
    await fill(field('手机号'), '13312398765');
    await userEvent.click(saveButton());
    await screen.findByTestId('detail-page');
    expect(bodies).toEqual([expect.objectContaining({ auntId: aunt.auntId, mobile: '13312398765' })]);
    expect(getDb().aunts.find((row) => row.auntId === aunt.auntId)?.mobile).toBe('13312398765');
  });

  it('copy prefills from the source and saves with copyAunt', async () => {
    const source = companyAunt();
    const bodies = recordBodies(auntPaths.copyAunt);
    renderAt(`/aunt/add?copyFrom=${source.auntId}`);
    expect(
      await screen.findByText(`正在以「${source.auntName}」的资料为模板新增阿姨：请填写新的手机号和身份证号，保存后生成一条新记录，原记录不变。`),
    ).toBeInTheDocument();
    expect(field('姓名')).toHaveValue(source.auntName);
    expect(field('籍贯')).toHaveValue(source.nativePlace);
    // Mobile and identity number are unique per company: a copy starts without them.
    expect(field('手机号')).toHaveValue('');
    expect(field('身份证号')).toHaveValue('');
    await fill(field('手机号'), '13312340000');
    await userEvent.click(saveButton());
    await screen.findByTestId('detail-page');
    expect(bodies).toEqual([expect.objectContaining({ auntId: source.auntId, auntName: source.auntName, mobile: '13312340000' })]);
    expect(getDb().aunts.filter((row) => row.mobile === '13312340000')).toHaveLength(1);
  });

  it('shows not found for an unknown aunt', async () => {
    renderAt('/aunt/edit/99999999');
    expect(await screen.findByText('找不到这位阿姨')).toBeInTheDocument();
  });

  it("is read-only for a staff member without the permission for a colleague's aunt", async () => {
    await signInAs(STAFF_ACCOUNT);
    const admin = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile);
    const aunt = getDb().aunts.find(
      (row) => row.companyId === admin?.companyId && row.isDeleted === 0 && row.teacherUserId === admin?.userId && row.idCard !== '',
    );
    if (!aunt) throw new Error('no aunt of the admin');
    renderAt(`/aunt/edit/${aunt.auntId}`);
    expect(await screen.findByTestId('aunt-form-readonly')).toBeInTheDocument();
    expect(field('姓名')).toBeDisabled();
    expect(field('身份证号')).not.toHaveValue(aunt.idCard);
    expect(saveButton()).toBeDisabled();
  });
});

describe('leaving', () => {
  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderAt('/aunt/add');
    await fill(await screen.findByLabelText('姓名'), '钱多多');
    void router.navigate('/aunt/all');
    expect(await screen.findByText('确定离开吗？草稿保留在这个标签页里，回来时可以继续；退出登录后清除。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /留\s*下/ }));
    expect(router.state.location.pathname).toBe('/aunt/add');
    expect(field('姓名')).toHaveValue('钱多多');
    void router.navigate('/aunt/all');
    await userEvent.click(await screen.findByRole('button', { name: /离\s*开/ }));
    expect(await screen.findByTestId('list-page')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    const { router } = renderAt('/aunt/add');
    await screen.findByLabelText('姓名');
    void router.navigate('/aunt/all');
    expect(await screen.findByTestId('list-page')).toBeInTheDocument();
    expect(screen.queryByText('确定离开吗？草稿保留在这个标签页里，回来时可以继续；退出登录后清除。')).not.toBeInTheDocument();
  });
});

describe('page header', () => {
  it("titles the page in a white header card like the lists': an h1 in a card above the form, in new and edit mode", async () => {
    const page = renderAt('/aunt/add');
    await screen.findByLabelText('姓名');
    const heading = screen.getByRole('heading', { level: 1, name: '新增阿姨' });
    const card = heading.closest('.ant-card');
    expect(card).not.toBeNull();
    // The card holds the title only, and comes before the form's sections.
    expect(card).not.toContainElement(field('姓名'));
    expect(card!.compareDocumentPosition(field('姓名')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    page.unmount();

    const aunt = companyAunt();
    renderAt(`/aunt/edit/${aunt.auntId}`);
    await screen.findByDisplayValue(aunt.auntName);
    const editing = screen.getByRole('heading', { level: 1, name: `编辑阿姨 · ${aunt.auntName}` });
    expect(editing.closest('.ant-card')).not.toBeNull();
  });
});
