/**
 * The templates page (/company/templates) and where templates are used, against the mock: the resume
 * template edited with the placeholder buttons (inserted at the cursor), an unknown placeholder
 * warned about and not sent, a live preview with a real aunt, save, a refused save that keeps the
 * text; snippets added and deleted (asked first); the read-only view; the public resume showing the
 * company's resume text (as text, never markup); the follow-up form inserting a snippet filled from
 * the employer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { customPaths } from '@/api/custom';
import { getResumeLink } from '@/api/resumeLink';
import { removeToken } from '@/auth/token';
import { FollowUpForm } from '@/components/employer';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import TemplatesPage from '@/pages/company/templates';
import ResumePage from '@/pages/resume';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const openPage = () => renderRoutes([{ path: '/company/templates', element: <TemplatesPage /> }], '/company/templates');
const resumeOf = (companyId = 1) => getDb().templates.find((row) => row.companyId === companyId && row.templateName === 'auntResume')!;
const textArea = () => screen.getByRole('textbox', { name: '内容' }) as HTMLTextAreaElement;
const lastDialog = async (title: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(title));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};

withFreshMockDb();

describe('the templates page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('edits the resume: a placeholder inserted at the cursor, an unknown one refused, a live preview with a real aunt, saved', async () => {
    // An aunt with a religion and a name nobody else has (the search finds her alone).
    const named = (name: string) => getDb().aunts.filter((row) => row.companyId === 1 && row.isDeleted === 0 && row.auntName.includes(name)).length;
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.attributes.religion && named(row.auntName) === 1)!;
    const bodies = recordBodies(customPaths.templateUpdate);
    openPage();
    await waitFor(() => expect(textArea().value).toBe(resumeOf().content));
    fireEvent.change(textArea(), { target: { value: '姓名：，{foo}' } });
    // The cursor after "姓名：".
    textArea().setSelectionRange(3, 3);
    await userEvent.click(screen.getByRole('button', { name: '插入占位符 {auntName}' }));
    await waitFor(() => expect(textArea().value).toBe('姓名：{auntName}，{foo}'));
    expect(await screen.findAllByText(/不认识的占位符：\{foo\}/)).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(bodies).toEqual([]);

    // The preview fills it from the aunt chosen.
    const preview = screen.getByTestId('template-preview');
    fireEvent.change(textArea(), { target: { value: '{auntName}信仰{religion}，{{备注}}' } });
    await userEvent.click(within(preview).getByRole('combobox'));
    fireEvent.change(within(preview).getByRole('combobox'), { target: { value: aunt.auntName } });
    await userEvent.click((await screen.findAllByTitle(aunt.auntName))[0]!);
    await waitFor(() => expect(within(preview).getByTestId('template-text')).toHaveTextContent(`${aunt.auntName}信仰${aunt.attributes.religion![0]}，{备注}`));
    expect(within(preview).getByTestId('template-text').querySelector('[data-part="value"]')).not.toBeNull();
    expect(within(preview).getByTestId('template-language')).toHaveTextContent('这段文字是中文的：中文简历显示它，数值也用中文；英文简历不显示它。');
    // A text written in English is previewed with English values, as the English resume shows it.
    fireEvent.change(textArea(), { target: { value: '{auntName} is {gender}, {liveIn}.' } });
    await waitFor(() =>
      expect(within(preview).getByTestId('template-text')).toHaveTextContent(`${aunt.auntName} is ${aunt.gender === 0 ? 'Female' : 'Male'}, `),
    );
    expect(within(preview).getByTestId('template-language')).toHaveTextContent('这段文字是英文的');
    fireEvent.change(textArea(), { target: { value: '{auntName}信仰{religion}，{{备注}}' } });

    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(resumeOf().content).toBe('{auntName}信仰{religion}，{{备注}}'));
    expect(bodies).toEqual([{ templateId: resumeOf().templateId, content: '{auntName}信仰{religion}，{{备注}}' }]);
    expect(await screen.findByText(/上次保存：/)).toBeInTheDocument();
  });

  it('keeps the text when the server refuses the save', async () => {
    openPage();
    await waitFor(() => expect(textArea().value).toBe(resumeOf().content));
    fireEvent.change(textArea(), { target: { value: '{auntName}，欢迎致电' } });
    mockServer.use(
      http.post(`*${customPaths.templateUpdate}`, () => HttpResponse.json({ code: 40001, success: false, data: null, error: '模板内容包含敏感词' }), {
        once: true,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('模板内容包含敏感词')).toBeInTheDocument();
    expect(textArea().value).toBe('{auntName}，欢迎致电');
    expect(resumeOf().content).not.toBe('{auntName}，欢迎致电');
  });

  it('adds a follow-up snippet and deletes one (asked first)', async () => {
    openPage();
    await userEvent.click(await screen.findByRole('tab', { name: '跟进记录' }));
    await userEvent.click(await screen.findByRole('button', { name: /新增模板/ }));
    await userEvent.type(screen.getByRole('textbox', { name: '标题' }), '节日问候');
    fireEvent.change(textArea(), { target: { value: '{employerName}您好，节日快乐！' } });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(getDb().templates.some((row) => row.companyId === 1 && row.title === '节日问候')).toBe(true));
    expect(await screen.findByRole('button', { name: '节日问候' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '电话未接通' }));
    await userEvent.click(await screen.findByRole('button', { name: /删\s*除/ }));
    const confirm = await lastDialog('删除模板“电话未接通”？');
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '电话未接通' })).toBeNull());
    expect(getDb().templates.some((row) => row.companyId === 1 && row.title === '电话未接通')).toBe(false);
  });

  it('the follow-up form inserts a snippet filled from the employer, the writer and today', async () => {
    const employer = getDb().employers.find((row) => row.companyId === 1)!;
    renderRoutes(
      [{ path: '/', element: <FollowUpForm employerId={employer.employerId} employerName={employer.employerName} onCreated={() => undefined} /> }],
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: /插入模板/ }));
    await userEvent.click(await screen.findByText('电话未接通'));
    await waitFor(() =>
      expect(screen.getByLabelText('跟进内容')).toHaveValue(
        `${dayjs().format('YYYY-MM-DD')}致电${employer.employerName}未接通，已发短信说明来意，约定明天再联系。`,
      ),
    );
  });
});

describe('the templates page without company.manage', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

  it('shows the templates read-only', async () => {
    openPage();
    await waitFor(() => expect(textArea().value).toBe(resumeOf().content));
    expect(textArea()).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '插入占位符 {auntName}' })).toBeNull();
  });
});

describe('the public resume', () => {
  it('shows the company’s resume text filled from the aunt, as text', async () => {
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.introduction !== '')!;
    await signInForTest(ADMIN_ACCOUNT);
    const { token } = await getResumeLink({ auntId: aunt.auntId }, { silent: true });
    removeToken();
    const template = resumeOf();
    template.content = '{auntName}：<b>{introduction}</b> {certificates}';
    aunt.introduction = '<script>alert(1)</script>踏实肯干';
    aunt.certificates = [];
    renderRoutes([{ path: '/resume', element: <ResumePage /> }], `/resume?token=${token}`);
    const text = await screen.findByTestId('template-text');
    expect(text).toHaveTextContent(`${aunt.auntName}：<b><script>alert(1)</script>踏实肯干</b> —`);
    expect(text.querySelector('b, script')).toBeNull();
  });
});
