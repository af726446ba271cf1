/**
 * Starting a joint-hall chat from the joint hall (联系TA): on the hall's aunt and job cards and
 * their pages (the staff member who shared the record), on our hall record's applications (the
 * applying staff member) and on our own applications (the staff member who shared the record);
 * never on our own agency's records. The button opens the chat window on that person, a
 * conversation made locally, its history asked.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { getAunts, getJobs, unitedAunt } from '@/api/united';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { useSettings } from '@/stores/settings';
import { renderApp } from '../render';
import { rowAction } from '../rowActions';
import { signInAs } from '../session';
import { chatConnects, chatWindow, conversationRow, withFakeChat } from './joint-chat-helpers';
import { freeHallAunt, SHANGHAI, shownCards, userIdOf } from './united-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const FIRST_PAGE = { page: 1, pageSize: 20 };
const HANGZHOU = { region_id: 330100, region_name: '杭州市' };
const startButton = (scope: HTMLElement) => scope.querySelector<HTMLElement>('[data-testid="start-chat"]');

/** The start-chat button opened the window on `userId`, made the conversation and asked its history. */
async function expectChatWith(chat: ReturnType<ReturnType<typeof withFakeChat>>, userId: number, texts: string[]) {
  await waitFor(() => expect(chatWindow()).toBeVisible());
  await waitFor(() => expect(conversationRow(userId)).toHaveAttribute('aria-current', 'true'));
  for (const text of texts) expect(conversationRow(userId)).toHaveTextContent(text);
  await waitFor(() => expect(chat.calls.getMessage).toHaveBeenCalledWith({ sendUserId: userId, pageIndex: 1, pageSize: 20 }, expect.any(String)));
  expect(within(chatWindow()).getByRole('region', { name: new RegExp(`^与.+的聊天$`) })).toBeInTheDocument();
}

withFreshMockDb();

describe('as a partner agency in the hall', () => {
  const fake = withFakeChat(PARTNER_ACCOUNT);
  beforeEach(() => useSettings.getState().setRegion(SHANGHAI));

  it('aunt cards: message the staff member who shared her; none on our own agency’s cards', async () => {
    renderApp('/united/aunt-hall');
    await chatConnects(fake());
    const { list } = await getAunts({ ...FIRST_PAGE, cityId: SHANGHAI.region_id }, { silent: true });
    await waitFor(() => expect(shownCards()).toEqual(list.map((aunt) => aunt.unitedAuntId)));
    const others = list.filter((aunt) => aunt.companyId !== PARTNER_ACCOUNT.companyId);
    expect(others.length).toBeGreaterThan(0);
    for (const aunt of list) {
      const button = startButton(document.querySelector<HTMLElement>(`[data-hall-card="${aunt.unitedAuntId}"]`)!);
      if (aunt.companyId === PARTNER_ACCOUNT.companyId) expect(button).toBeNull();
      else expect(button).toHaveTextContent('联系TA');
    }
    const target = others[0];
    await userEvent.click(startButton(document.querySelector<HTMLElement>(`[data-hall-card="${target.unitedAuntId}"]`)!)!);
    await expectChatWith(fake(), target.teacherUserId, [target.teacherName, target.companyName]);

    // Our own city's hall holds our own agency's aunts: no button on those.
    act(() => useSettings.getState().setRegion(HANGZHOU));
    const home = await getAunts({ ...FIRST_PAGE, cityId: HANGZHOU.region_id }, { silent: true });
    await waitFor(() => expect(shownCards()).toEqual(home.list.map((aunt) => aunt.unitedAuntId)));
    const own = home.list.filter((aunt) => aunt.companyId === PARTNER_ACCOUNT.companyId);
    expect(own.length).toBeGreaterThan(0);
    for (const aunt of own) expect(startButton(document.querySelector<HTMLElement>(`[data-hall-card="${aunt.unitedAuntId}"]`)!)).toBeNull();
  });

  it('job cards and a hall aunt’s and job’s pages', async () => {
    const { list: jobs } = await getJobs({ ...FIRST_PAGE, cityId: SHANGHAI.region_id }, { silent: true });
    const job = jobs.find((row) => row.companyId !== PARTNER_ACCOUNT.companyId)!;
    expect(job).toBeDefined();
    const { router } = renderApp('/united/job-hall');
    await chatConnects(fake());
    await waitFor(() => expect(shownCards()).toContain(job.unitedJobId));
    await userEvent.click(startButton(document.querySelector<HTMLElement>(`[data-hall-card="${job.unitedJobId}"]`)!)!);
    await expectChatWith(fake(), job.teacherUserId, [job.teacherName]);

    const aunt = freeHallAunt(ADMIN_ACCOUNT.companyId);
    const teacher = getDb().unitedAunts.find((row) => row.unitedAuntId === aunt.unitedAuntId)!;
    await router.navigate(`/united/aunt-detail?auntId=${aunt.auntId}`);
    const title = await screen.findByRole('heading', { name: aunt.auntName, level: 3 });
    const header = title.closest<HTMLElement>('.ant-card')!;
    await waitFor(() => expect(startButton(header)).not.toBeNull());
    await userEvent.click(startButton(header)!);
    await waitFor(() => expect(conversationRow(teacher.teacherUserId)).toHaveAttribute('aria-current', 'true'));

    await router.navigate(`/united/job-detail?unitedJobId=${job.unitedJobId}`);
    const jobTitle = await screen.findByRole('heading', { name: job.title, level: 3 });
    expect(startButton(jobTitle.closest<HTMLElement>('.ant-card')!)).not.toBeNull();
  });

  it('our own application: message the staff member who shared the record', async () => {
    const hall = freeHallAunt(ADMIN_ACCOUNT.companyId);
    const record = await unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, { silent: true });
    const stored = getDb().unitedMappings.find((row) => row.mappingAuntId === record.mappingAuntId)!;
    renderApp('/united/my-aunts');
    await chatConnects(fake());
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`tr[data-row-key="${record.mappingAuntId}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    await userEvent.click(await rowAction(row, '联系TA'));
    await expectChatWith(fake(), stored.ownerUserId, [ADMIN_ACCOUNT.companyName]);
  });
});

describe('as the agency that shared the record', () => {
  const fake = withFakeChat(ADMIN_ACCOUNT);

  it('its applications: message the applying staff member; none on our own agency’s hall record page header', async () => {
    const hall = freeHallAunt(ADMIN_ACCOUNT.companyId);
    await signInAs(PARTNER_ACCOUNT);
    const record = await unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, { silent: true });
    await signInAs(ADMIN_ACCOUNT);
    const partnerStaff = userIdOf(PARTNER_ACCOUNT);
    renderApp(`/united/aunt-detail?auntId=${hall.auntId}`);
    await chatConnects(fake());
    const title = await screen.findByRole('heading', { name: hall.auntName, level: 3 });
    expect(startButton(title.closest<HTMLElement>('.ant-card')!)).toBeNull();
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`tr[data-row-key="${record.mappingAuntId}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(row).toHaveTextContent(PARTNER_ACCOUNT.companyName);
    await userEvent.click(startButton(row)!);
    await expectChatWith(fake(), partnerStaff, [PARTNER_ACCOUNT.contact, PARTNER_ACCOUNT.companyName]);
  });
});
