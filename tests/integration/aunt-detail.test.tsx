/**
 * Aunt detail (/aunt/detail/:auntId) against the mock backend: the resume fields of a seeded
 * aunt, the activity log, saving a remark, revealing the mobile, not found; the entry time in
 * full and the one empty mark.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/node';
import { apiPattern } from '@/mocks/handlers/kit';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import dayjs from 'dayjs';
import { addAunt, auntPaths } from '@/api/aunt';
import { checkDigitOf } from '@/domain/idCard';
import { i18n } from '@/i18n';
import { useSession } from '@/stores/session';
import AuntDetailPage from '@/pages/aunt/detail';
import { renderRoutes } from '../render';
import { signInAs, signInForTest } from '../session';
import { revokeFromStaff } from './mock-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function renderDetail(auntId: number, tab?: string) {
  return renderRoutes(
    [
      { path: '/aunt/detail/:auntId', element: <AuntDetailPage /> },
      { path: '/aunt/edit/:auntId', element: <div data-testid="edit-page" /> },
      { path: '/aunt/add', element: <div data-testid="add-page" /> },
    ],
    `/aunt/detail/${auntId}${tab ? `?tab=${tab}` : ''}`,
  ).router;
}

function companyOf(mobile: string) {
  return getDb().users.find((user) => user.mobile === mobile);
}

/** A seeded aunt of the admin's company with an identity number, an owner and work history. */
function seededAunt() {
  const companyId = companyOf(ADMIN_ACCOUNT.mobile)?.companyId;
  const aunt = getDb().aunts.find(
    (row) =>
      row.companyId === companyId &&
      row.isDeleted === 0 &&
      row.idCard !== '' &&
      row.teacherUserId !== 0 &&
      row.workHistory.length > 0 &&
      row.nativePlace !== '',
  );
  if (!aunt) throw new Error('no seeded aunt');
  return aunt;
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('aunt detail', () => {
  it("shows a seeded aunt's resume fields", async () => {
    const aunt = seededAunt();
    renderDetail(aunt.auntId);
    expect(await screen.findByRole('heading', { name: aunt.auntName })).toBeInTheDocument();
    expect(screen.getByTestId('aunt-facts')).toHaveTextContent(aunt.nativePlace);
    expect(screen.getAllByText(aunt.nativePlace).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(aunt.birthDate ?? '')).toBeInTheDocument();
    // The identity number is shown masked on the page.
    expect(screen.getByText(`${'*'.repeat(14)}${aunt.idCard.slice(14)}`)).toBeInTheDocument();
    expect(screen.getByText(aunt.ethnicity)).toBeInTheDocument();
    expect(screen.getAllByText(`经纪人：${aunt.teacherName}`).length + screen.getAllByText(aunt.teacherName).length).toBeGreaterThan(0);
  });

  it('shows when she was entered as a full date and time, and what nobody gave as the one empty mark', async () => {
    // Entered a moment ago: under 24 h old, where the page used to show only "HH:mm".
    const aunt = await addAunt({ auntName: '刚录入', mobile: '13312345603' }, { silent: true });
    renderDetail(aunt.auntId);
    await screen.findByRole('heading', { name: '刚录入' });
    const valueOf = (label: string) => screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling;
    expect(valueOf('录入时间')).toHaveTextContent(dayjs(aunt.createdTime).format('YYYY-MM-DD HH:mm'));
    expect(valueOf('更新时间')).toHaveTextContent(dayjs(aunt.updatedTime).format('YYYY-MM-DD HH:mm'));
    // No WeChat, no identity number, marital status unknown (0), no introduction: one mark, read out as 暂无.
    for (const label of ['微信', '身份证号', '婚姻状况', '自我介绍']) expect(valueOf(label), label).toHaveTextContent(/^—暂无$/);
  });

  it('lists the work history and the activity log', async () => {
    const aunt = seededAunt();
    renderDetail(aunt.auntId, 'history');
    expect(await screen.findByText(aunt.workHistory[0].employer)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '操作日志' }));
    const log = await screen.findByTestId('aunt-log');
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('saves a remark and shows it, and the log records it', async () => {
    const aunt = seededAunt();
    renderDetail(aunt.auntId, 'remarks');
    await userEvent.click(await screen.findByRole('button', { name: /编辑备注/ }));
    const editor = screen.getByRole('textbox', { name: '备注' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '下周一可以面试');
    await userEvent.click(screen.getByRole('button', { name: '保存备注' }));
    expect(await screen.findByText('备注已保存')).toBeInTheDocument();
    expect(screen.getByTestId('aunt-remarks')).toHaveTextContent('下周一可以面试');
    expect(getDb().aunts.find((row) => row.auntId === aunt.auntId)?.remarks).toBe('下周一可以面试');
    await userEvent.click(screen.getByRole('tab', { name: '操作日志' }));
    expect(await within(await screen.findByTestId('aunt-log')).findByText('备注')).toBeInTheDocument();
  });

  it('a refused remark keeps the typed text in the editor, the reason under it; nothing is stored', async () => {
    const aunt = seededAunt();
    const before = getDb().aunts.find((row) => row.auntId === aunt.auntId)?.remarks;
    mockServer.use(
      http.post(apiPattern(auntPaths.setAuntRemark), () =>
        HttpResponse.json({ code: 40001, success: false, data: null, error: '备注含有敏感词', fields: ['remarks'] }),
      ),
    );
    renderDetail(aunt.auntId, 'remarks');
    await userEvent.click(await screen.findByRole('button', { name: /编辑备注/ }));
    const editor = screen.getByRole('textbox', { name: '备注' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '不合适的话');
    await userEvent.click(screen.getByRole('button', { name: '保存备注' }));
    expect(await screen.findByText('备注含有敏感词')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('不合适的话');
    expect(screen.queryByText('备注已保存')).not.toBeInTheDocument();
    expect(getDb().aunts.find((row) => row.auntId === aunt.auntId)?.remarks).toBe(before);
  });

  it('asks a reason, reveals the full mobile through /privacy/reveal and logs who, whose, which field and why', async () => {
    const aunt = seededAunt();
    const logs = getDb().privacyAccessLogs.length;
    renderDetail(aunt.auntId);
    const mobile = await screen.findByTestId('aunt-mobile');
    expect(mobile).toHaveTextContent(`${aunt.mobile.slice(0, 3)}****${aunt.mobile.slice(7)}`);
    await userEvent.click(screen.getByRole('button', { name: /查看手机号/ }));
    const dialog = await screen.findByRole('dialog', { name: '查看完整手机号' });
    // No reason, no reveal: the choice is required and nothing is logged.
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));
    expect(await within(dialog).findByText('请选择查看原因')).toBeInTheDocument();
    expect(getDb().privacyAccessLogs).toHaveLength(logs);
    await userEvent.click(within(dialog).getByRole('radio', { name: '联系客户' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));
    await waitFor(() => expect(screen.getByTestId('aunt-mobile')).toHaveTextContent(aunt.mobile));
    expect(screen.getByTestId('aunt-mobile')).toHaveAttribute('href', `tel:${aunt.mobile}`);
    expect(getDb().privacyAccessLogs).toHaveLength(logs + 1);
    expect(getDb().privacyAccessLogs.at(-1)).toMatchObject({ subject: 'aunt', subjectId: aunt.auntId, fields: ['mobile'], reason: { kind: 'contact' } });
    // Her "who accessed" (admins) lists the reveal.
    await waitFor(() => expect(screen.getByTestId('record-access')).toHaveTextContent(/查看 手机号 · 联系客户/));
  });

  it('on a server without /privacy/reveal, still asks the reason first and then reveals through getAuntMobile', async () => {
    const aunt = seededAunt();
    const calls: string[] = [];
    mockServer.use(http.post(apiPattern('/privacy/reveal'), () => new HttpResponse(null, { status: 404 })));
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(auntPaths.getAuntMobile)) calls.push(request.url);
    });
    renderDetail(aunt.auntId);
    await screen.findByTestId('aunt-mobile');
    await userEvent.click(screen.getByRole('button', { name: /查看手机号/ }));
    await screen.findByRole('dialog', { name: '查看完整手机号' });
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: '联系客户' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /查\s*看/ }));
    await waitFor(() => expect(screen.getByTestId('aunt-mobile')).toHaveTextContent(aunt.mobile));
    expect(calls).toHaveLength(1);
  });

  it("a staff member without the permission cannot reveal a colleague's aunt's mobile", async () => {
    await signInAs(STAFF_ACCOUNT);
    const staff = companyOf(STAFF_ACCOUNT.mobile);
    const admin = companyOf(ADMIN_ACCOUNT.mobile);
    const aunt = getDb().aunts.find((row) => row.companyId === staff?.companyId && row.isDeleted === 0 && row.teacherUserId === admin?.userId);
    if (!aunt) throw new Error('no aunt of the admin');
    renderDetail(aunt.auntId);
    const mobile = await screen.findByTestId('aunt-mobile');
    expect(mobile).toHaveTextContent('****');
    const reveal = screen.queryByRole('button', { name: /查看手机号/ });
    const permissions = useSession.getState().permissions;
    if (permissions.includes('aunt.mobile.others')) expect(reveal).toBeEnabled();
    else expect(reveal).toBeDisabled();
    // "Who accessed" is for admins only.
    expect(screen.queryByTestId('record-access')).toBeNull();
  });

  it('offers 投保 and 关注 to an admin', async () => {
    const aunt = seededAunt();
    renderDetail(aunt.auntId);
    expect(await screen.findByRole('button', { name: /投\s*保/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /关\s*注/ })).toBeEnabled();
  });

  it('offers no 投保 without insurance.manage, and no 关注 on a colleague’s aunt without aunt.others (the server refuses both)', async () => {
    const admin = companyOf(ADMIN_ACCOUNT.mobile)!;
    const aunt = getDb().aunts.find((row) => row.companyId === admin.companyId && row.isDeleted === 0 && row.teacherUserId === admin.userId)!;
    revokeFromStaff('insurance.manage');
    revokeFromStaff('aunt.others');
    await signInAs(STAFF_ACCOUNT);
    renderDetail(aunt.auntId);
    expect(await screen.findByRole('button', { name: /关\s*注/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /复\s*制/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /投\s*保/ })).toBeNull();
  });

  it('shows the zodiac of the lunar year: born 1990-01-20, before the Spring Festival, is a snake (zh and en)', async () => {
    const first17 = '31010419900120128';
    const aunt = await addAunt({ auntName: '林春燕', mobile: '13912340120', idCard: first17 + checkDigitOf(first17) }, { silent: true });
    // The resume grid's term and its definition (components/DetailGrid).
    const zodiacItem = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement;
    renderDetail(aunt.auntId);
    expect(await screen.findByRole('heading', { name: '林春燕' })).toBeInTheDocument();
    expect(screen.getByText('1990-01-20')).toBeInTheDocument();
    expect(zodiacItem('生肖')).toHaveTextContent(/^生肖\s*蛇$/);
    expect(screen.getByTestId('aunt-facts')).toHaveTextContent(/(^| )蛇( |$)/);
    expect(screen.getByTestId('aunt-facts')).not.toHaveTextContent('马');

    await i18n.changeLanguage('en');
    expect(await screen.findByText('Zodiac', { selector: 'dt' })).toBeInTheDocument();
    expect(zodiacItem('Zodiac')).toHaveTextContent(/Snake$/);
    expect(screen.getByTestId('aunt-facts')).toHaveTextContent('Snake');
    expect(screen.getByTestId('aunt-facts')).not.toHaveTextContent('Horse');
  });

  it('shows not found for an unknown id', async () => {
    renderDetail(99999999);
    expect(await screen.findByText('找不到这位阿姨')).toBeInTheDocument();
  });
});

describe('résumé link', () => {
  it('shows the token link the agency shares, and revoking it makes the link answer nothing', async () => {
    const aunt = seededAunt();
    renderDetail(aunt.auntId);
    await screen.findByRole('heading', { name: aunt.auntName });
    await userEvent.click(screen.getByRole('button', { name: /简历链接/ }));
    const dialog = await screen.findByRole('dialog', { name: '简历链接' });
    const url = await within(dialog).findByTestId('resume-link-url');
    const stored = getDb().resumeLinks.filter((row) => row.auntId === aunt.auntId);
    expect(stored).toHaveLength(1);
    expect(url).toHaveTextContent(`/resume?token=${stored[0]!.token}`);
    expect(url.textContent).not.toContain(`auntId`);
    expect(within(dialog).getByRole('link', { name: '打开简历' })).toHaveAttribute('href', expect.stringContaining(`token=${stored[0]!.token}`));

    await userEvent.click(within(dialog).getByRole('button', { name: '撤销链接' }));
    const confirm = (await screen.findAllByText('撤销这个简历链接？'))[0]!.closest<HTMLElement>('.ant-modal')!;
    await userEvent.click(within(confirm).getByRole('button', { name: /撤销链接/ }));
    expect(await screen.findByText('简历链接已撤销')).toBeInTheDocument();
    expect(getDb().resumeLinks.find((row) => row.token === stored[0]!.token)?.revokedTime).not.toBeNull();
  });

  it('says the feature is unavailable when the server has no résumé links, and offers no id link', async () => {
    mockServer.use(http.post(apiPattern('/aunt/resumeLink'), () => new HttpResponse(null, { status: 404 })));
    const aunt = seededAunt();
    renderDetail(aunt.auntId);
    await screen.findByRole('heading', { name: aunt.auntName });
    await userEvent.click(screen.getByRole('button', { name: /简历链接/ }));
    const dialog = await screen.findByRole('dialog', { name: '简历链接' });
    expect(await within(dialog).findByTestId('resume-link-unavailable')).toHaveTextContent('当前服务器不支持此功能');
    expect(document.querySelector('a[href*="/resume?auntId"]')).toBeNull();
  });
});
