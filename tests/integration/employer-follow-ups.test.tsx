/**
 * The employer detail page's follow-up timeline and transfers against the mock backend: the
 * existing entries newest first with who and when, "load more"; a written follow-up appears at
 * the top and is stored as typed; a transfer changes the owner shown and appears in the timeline.
 * An entry's "details" dialog shows the whole follow-up as read by id (getFollowUpById), with a
 * failure state that can be retried.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Activity, useState } from 'react';
import userEventLib from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { createFollowUp, employerPaths, getEmployerByFilter, getFollowUpByFilter } from '@/api/employer';
import type { FollowUpIdRequest } from '@/api/employer.types';
import { formatTime } from '@/domain/time';
import { PageMemory, PageMemoryContext } from '@/hooks/pageMemory';
import { i18n } from '@/i18n';
import { useSession } from '@/stores/session';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import EmployerDetailPage from '@/pages/employer/detail';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function renderDetail(path: string) {
  return renderRoutes(
    [
      { path: '/employer/detail/:employerId', element: <EmployerDetailPage /> },
      { path: '/employer/list', element: <div>employer list</div> },
    ],
    path,
  ).router;
}

/** The page in a kept-alive <Activity> (as KeepAliveOutlet has it), hidden and shown by a button. */
function KeptAlive() {
  const [shown, setShown] = useState(true);
  const [memory] = useState(() => new PageMemory());
  return (
    <>
      <button type="button" onClick={() => setShown((value) => !value)}>
        toggle page
      </button>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <PageMemoryContext.Provider value={memory}>
          <EmployerDetailPage />
        </PageMemoryContext.Provider>
      </Activity>
    </>
  );
}

const entries = () => screen.queryAllByTestId('follow-up-entry');

/** Eight lines of notes: more than the timeline's three. */
const LONG_CONTENT = Array.from({ length: 8 }, (_, index) => `第 ${index + 1} 点：客户对育儿嫂的要求，沟通记录第 ${index + 1} 行`).join('\n');

/** A live employer of the admin's company with the most follow-ups. */
function busyEmployer() {
  const me = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile);
  const counts = new Map<number, number>();
  for (const row of getDb().employerFollowUps) counts.set(row.employerId, (counts.get(row.employerId) ?? 0) + 1);
  const live = getDb().employers.filter((row) => row.companyId === me?.companyId && row.isDeleted === 0);
  return live.sort((a, b) => (counts.get(b.employerId) ?? 0) - (counts.get(a.employerId) ?? 0))[0];
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the employer follow-up timeline', () => {
  it('lists the follow-ups newest first with who and when, and loads more', async () => {
    const employer = busyEmployer();
    for (let index = 1; index <= 5; index += 1) await createFollowUp({ employerId: employer.employerId, type: 1, content: `电话回访 ${index}` });
    const all = await getFollowUpByFilter({ employerId: employer.employerId, page: 1, pageSize: 100 });
    expect(all.total).toBeGreaterThan(10);

    renderDetail(`/employer/detail/${employer.employerId}?tab=followUps`);
    await waitFor(() => expect(entries()).toHaveLength(10));
    expect(screen.getByText(`共 ${all.total} 条`)).toBeInTheDocument();
    const times = all.list.map((item) => item.createdTime);
    expect([...times].sort().reverse()).toEqual(times);
    entries().forEach((entry, index) => {
      const item = all.list[index];
      expect(entry).toHaveTextContent(item.content);
      expect(entry).toHaveTextContent(`${item.contact} · ${formatTime(item.createdTime)}`);
      expect(entry).toHaveTextContent(i18n.t(`codes.followUpType.${item.type}`));
    });
    expect(entries()[0]).toHaveTextContent('电话回访 5');

    await userEvent.click(screen.getByRole('button', { name: /加载更多/ }));
    await waitFor(() => expect(entries()).toHaveLength(all.total));
    expect(entries().at(-1)).toHaveTextContent(all.list.at(-1)?.content ?? '');
    expect(screen.queryByRole('button', { name: /加载更多/ })).toBeNull();
  });

  it('keeps what it loaded when the kept-alive page is shown again: no new request, "load more" kept', async () => {
    const employer = busyEmployer();
    for (let index = 1; index <= 5; index += 1) await createFollowUp({ employerId: employer.employerId, type: 1, content: `电话回访 ${index}` });
    const all = await getFollowUpByFilter({ employerId: employer.employerId, page: 1, pageSize: 100 });
    const employerReads = recordBodies(employerPaths.getEmployerByFilter);
    const followUpReads = recordBodies(employerPaths.getFollowUpByFilter);
    renderRoutes([{ path: '/employer/detail/:employerId', element: <KeptAlive /> }], `/employer/detail/${employer.employerId}?tab=followUps`);
    await waitFor(() => expect(entries()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: /加载更多/ }));
    await waitFor(() => expect(entries()).toHaveLength(all.total));
    const asked = { employer: employerReads.length, followUps: followUpReads.length };

    await userEvent.click(screen.getByRole('button', { name: 'toggle page' }));
    await userEvent.click(screen.getByRole('button', { name: 'toggle page' }));
    expect(entries()).toHaveLength(all.total);
    expect({ employer: employerReads.length, followUps: followUpReads.length }).toEqual(asked);
  });

  it('writes a follow-up: it appears at the top and the server stored it as typed', async () => {
    const employer = busyEmployer();
    renderDetail(`/employer/detail/${employer.employerId}?tab=followUps`);
    await waitFor(() => expect(entries().length).toBeGreaterThan(0));
    const before = entries().length;

    // Content is required: nothing is sent without it.
    await userEvent.click(screen.getByRole('button', { name: /保存跟进/ }));
    expect(await screen.findByText('请填写跟进内容')).toBeInTheDocument();

    const next = dayjs().add(3, 'day').format('YYYY-MM-DD');
    await userEvent.click(screen.getByRole('radio', { name: '微信' }));
    await userEvent.type(screen.getByLabelText('跟进内容'), '客户想下周面试两位育儿嫂');
    await userEvent.click(screen.getByLabelText('下次跟进日期'));
    await userEvent.type(screen.getByLabelText('下次跟进日期'), `${next}{Enter}`);
    await userEvent.click(screen.getByRole('button', { name: /保存跟进/ }));

    expect(await screen.findByText('跟进已保存')).toBeInTheDocument();
    await waitFor(() => expect(entries()).toHaveLength(before + 1));
    const top = entries()[0];
    expect(top).toHaveTextContent('客户想下周面试两位育儿嫂');
    expect(top).toHaveTextContent('微信');
    expect(top).toHaveTextContent(`下次跟进：${next}`);
    expect(top).toHaveTextContent(`${useSession.getState().user?.contact} · `);
    expect(screen.getByLabelText('跟进内容')).toHaveValue('');

    const stored = (await getFollowUpByFilter({ employerId: employer.employerId, page: 1, pageSize: 1 })).list[0];
    expect(stored).toMatchObject({ type: 2, content: '客户想下周面试两位育儿嫂', nextTime: next, userId: useSession.getState().user?.userId });
    const answered = (await getEmployerByFilter({ employerId: employer.employerId, page: 1, pageSize: 1 })).list[0];
    expect(answered.nextFollowUpTime?.slice(0, 10)).toBe(next);
  });

  it('sends a follow-up once however often it is clicked; a refusal marks the field it names, keeps what was typed and stores nothing', async () => {
    const employer = busyEmployer();
    const storedBefore = getDb().employerFollowUps.length;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent = recordBodies(employerPaths.createFollowUp);
    mockServer.use(
      http.post(apiPattern(employerPaths.createFollowUp), async () => {
        await gate;
        return HttpResponse.json({ code: 40001, success: false, data: null, error: '跟进内容含有不当用语', fields: ['content'] });
      }),
    );
    renderDetail(`/employer/detail/${employer.employerId}?tab=followUps`);
    await waitFor(() => expect(entries().length).toBeGreaterThan(0));

    await userEvent.type(screen.getByLabelText('跟进内容'), '客户说话很冲');
    const save = screen.getByRole('button', { name: /保存跟进/ });
    await userEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.click(save);
    await userEvent.click(save);
    release();

    expect(await screen.findByText('跟进内容含有不当用语', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByLabelText('跟进内容')).toHaveValue('客户说话很冲');
    expect(sent).toEqual([expect.objectContaining({ employerId: employer.employerId, content: '客户说话很冲' })]);
    expect(getDb().employerFollowUps).toHaveLength(storedBefore);
  });

  it('transfers the employer: the owner shown changes and the transfer heads the timeline', async () => {
    const employer = busyEmployer();
    const staff = getDb().users.find(
      (user) => user.companyId === employer.companyId && user.isEnabled === 1 && user.userId !== employer.userId && user.userId !== 0,
    );
    if (!staff) throw new Error('no other staff member');
    renderDetail(`/employer/detail/${employer.employerId}?tab=followUps`);
    await waitFor(() => expect(entries().length).toBeGreaterThan(0));

    await userEvent.click(screen.getByRole('button', { name: /转\s*交/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /转\s*交/ }));
    expect(await within(dialog).findByText('请选择要转交的员工')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写转交原因')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText('转交给', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: staff.contact }));
    await userEvent.type(within(dialog).getByLabelText('转交原因'), '客户搬到浦东');
    await userEvent.click(within(dialog).getByRole('button', { name: /转\s*交/ }));

    expect(await screen.findByText(`已转交给${staff.contact}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('employer-owner')).toHaveTextContent(`归属：${staff.contact}`));
    await waitFor(() => expect(entries()[0]).toHaveAttribute('data-type', '6'));
    expect(entries()[0]).toHaveTextContent('转交');
    expect(entries()[0]).toHaveTextContent(`${staff.contact}：客户搬到浦东`);
    const stored = (await getEmployerByFilter({ employerId: employer.employerId, page: 1, pageSize: 1 })).list[0];
    expect(stored.userId).toBe(staff.userId);
  });

  it('deletes the employer from the detail page after confirming and goes back to the list', async () => {
    const employer = (await getEmployerByFilter({ page: 1, pageSize: 50 })).list.find((row) => row.activeOrderCount === 0);
    if (!employer) throw new Error('no employer without live orders');
    const router = renderDetail(`/employer/detail/${employer.employerId}`);
    await screen.findByText(employer.employerName, { selector: 'h3' });
    await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('删除后可在回收站恢复');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('employer list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer/list');
    expect((await getEmployerByFilter({ employerId: employer.employerId, page: 1, pageSize: 1 })).total).toBe(0);
  });

  it('shows "not found" for an employer that does not exist', async () => {
    renderDetail('/employer/detail/999999');
    expect(await screen.findByText('找不到这位客户')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返回客户列表/ })).toBeInTheDocument();
  });

  it('opens a long follow-up in full, read by its id: type, content, next date, who and when', async () => {
    const employer = busyEmployer();
    const next = dayjs().add(2, 'day').format('YYYY-MM-DD');
    const written = await createFollowUp({ employerId: employer.employerId, type: 2, content: LONG_CONTENT, nextTime: next });
    const reads = recordBodies<FollowUpIdRequest>(employerPaths.getFollowUpById);
    renderDetail(`/employer/detail/${employer.employerId}?tab=followUps`);
    await waitFor(() => expect(entries().length).toBeGreaterThan(0));
    const entry = entries()[0];
    expect(entry).toHaveTextContent('第 1 点：客户对育儿嫂的要求');
    expect(reads).toEqual([]);

    await userEvent.click(within(entry).getByRole('button', { name: '查看详情' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('跟进详情')).toBeInTheDocument();
    const details = await within(dialog).findByTestId('follow-up-details');
    // The whole content, line breaks kept.
    expect(within(details).getByText((_, element) => element?.tagName === 'DIV' && element.textContent === LONG_CONTENT)).toBeInTheDocument();
    expect(details).toHaveTextContent('第 8 点：客户对育儿嫂的要求，沟通记录第 8 行');
    expect(details).toHaveTextContent('微信');
    expect(details).toHaveTextContent(`下次跟进：${next}`);
    expect(details).toHaveTextContent(`${written.contact} · ${formatTime(written.createdTime)}`);
    expect(reads).toEqual([{ followUpId: written.followUpId }]);
  });

  it('says so in the drawer when the follow-up cannot be read, and reads it again on retry', async () => {
    const employer = busyEmployer();
    const written = await createFollowUp({ employerId: employer.employerId, type: 1, content: LONG_CONTENT });
    mockServer.use(
      http.post(apiPattern(employerPaths.getFollowUpById), () => HttpResponse.json({ code: 50001, success: false, data: null, error: '跟进服务暂时不可用' }), {
        once: true,
      }),
    );
    const reads = recordBodies<FollowUpIdRequest>(employerPaths.getFollowUpById);
    renderDetail(`/employer/detail/${employer.employerId}?tab=followUps`);
    await waitFor(() => expect(entries().length).toBeGreaterThan(0));

    await userEvent.click(within(entries()[0]).getByRole('button', { name: '查看详情' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('加载失败')).toBeInTheDocument();
    expect(within(dialog).getByText('跟进服务暂时不可用')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('follow-up-details')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*试/ }));
    const details = await within(dialog).findByTestId('follow-up-details');
    expect(details).toHaveTextContent('第 8 点：客户对育儿嫂的要求，沟通记录第 8 行');
    expect(within(dialog).queryByText('加载失败')).toBeNull();
    expect(reads).toEqual([{ followUpId: written.followUpId }, { followUpId: written.followUpId }]);
  });
});
