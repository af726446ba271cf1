/**
 * Shared by the joint-hall page tests (united-*.test.tsx): the eight pages under a memory router
 * (other paths a marked stub), the merge step's confirmation dialog and the seeded hall data.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import type { RequestOptions } from '@/api/http';
import type { ListResult } from '@/api/types';
import type { MergeAction } from '@/domain/unitedGraph';
import { PARTNER_ACCOUNT, getDb, type DemoAccount } from '@/mocks/db';
import { useSettings } from '@/stores/settings';
import AuntHallPage from '@/pages/united/auntHall';
import UnitedAuntDetailPage from '@/pages/united/auntDetail';
import JobHallPage from '@/pages/united/jobHall';
import UnitedJobDetailPage from '@/pages/united/jobDetail';
import MyAuntMergesPage from '@/pages/united/myAunts';
import MyJobMergesPage from '@/pages/united/myJobs';
import UnitedOwnerPage from '@/pages/united/owner';
import CompletedMergesPage from '@/pages/united/success';
import { currentPath, renderRoutes } from '../render';
import { rowAction } from '../rowActions';
import { signInForTest } from '../session';

export const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const PAGES = [
  { path: '/united/aunt-hall', element: <AuntHallPage /> },
  { path: '/united/job-hall', element: <JobHallPage /> },
  { path: '/united/owner', element: <UnitedOwnerPage /> },
  { path: '/united/my-aunts', element: <MyAuntMergesPage /> },
  { path: '/united/my-jobs', element: <MyJobMergesPage /> },
  { path: '/united/success', element: <CompletedMergesPage /> },
  { path: '/united/aunt-detail', element: <UnitedAuntDetailPage /> },
  { path: '/united/job-detail', element: <UnitedJobDetailPage /> },
  { path: '*', element: <div data-testid="elsewhere" /> },
];

/** The joint-hall pages opened at `path`; returns the router (see `pathOf`). */
export function renderUnited(path: string) {
  return renderRoutes(PAGES, path).router;
}

export const pathOf = currentPath;

/** A dialog on its way out (jsdom never ends antd's leave animation, so it stays in the document). */
const leaving = (dialog: HTMLElement) => dialog.className.includes('-leave') || Boolean(dialog.closest('[class*="-leave"]'));

/** The open dialog showing `prompt` (a step's confirmation, the picker): antd's dialog ids repeat under jsdom. */
export async function confirmDialog(prompt: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .filter((dialog) => !leaving(dialog) && within(dialog).queryByText(prompt))
      .at(-1);
    expect(found).toBeDefined();
  });
  return found!;
}

/** The confirmation's OK: it names the step (申请合单, 同意, 删除记录…). */
export const okOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.ant-modal-confirm-btns .ant-btn-primary')!;

export async function accept(prompt: string) {
  await userEvent.click(okOf(await confirmDialog(prompt)));
}

export async function decline(prompt: string) {
  const dialog = await confirmDialog(prompt);
  await userEvent.click(within(dialog).getByRole('button', { name: /^取\s*消$/ }));
}

export const companyOf = (account: DemoAccount) => account.companyId;
export const userIdOf = (account: DemoAccount) => getDb().users.find((user) => user.mobile === account.mobile)!.userId;

/** The cards shown (their hall ids, in order). */
export const shownCards = () => Array.from(document.querySelectorAll('[data-hall-card]')).map((card) => Number(card.getAttribute('data-hall-card')));
export const cardOf = (id: number) => document.querySelector<HTMLElement>(`[data-hall-card="${id}"]`)!;

/** A hall aunt of `companyId` on the shelf, free to merge (not working or blacklisted), with no merge records yet. */
export function freeHallAunt(companyId: number, skip: readonly number[] = []) {
  const db = getDb();
  const row = db.unitedAunts.find((hall) => {
    if (hall.companyId !== companyId || hall.isOnShelf !== 1 || skip.includes(hall.unitedAuntId)) return false;
    const aunt = db.aunts.find((candidate) => candidate.auntId === hall.auntId);
    return (
      aunt &&
      aunt.isDeleted === 0 &&
      aunt.workStatus !== 5 &&
      aunt.workStatus !== 6 &&
      !db.unitedMappings.some((record) => record.unitedAuntId === hall.unitedAuntId)
    );
  });
  if (!row) throw new Error(`no free hall aunt of company ${companyId}`);
  return { ...row, auntName: db.aunts.find((aunt) => aunt.auntId === row.auntId)!.auntName };
}

/** The merge record (as stored) by id. */
export const storedMerge = (mappingAuntId: number) => getDb().unitedMappings.find((record) => record.mappingAuntId === mappingAuntId);

const rowOf = (mappingAuntId: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${mappingAuntId}"]`);

/** The step labels a merge record's row shows, in order (its row actions; 联系TA is not a step). */
export const stepsShown = (mappingAuntId: number) =>
  Array.from(rowOf(mappingAuntId)?.querySelectorAll('button') ?? [])
    .map((button) => button.textContent)
    .filter((label) => label !== '联系TA');

/** What each step is called (zh), to compare with the graph's steps. */
export const STEP_LABEL: Record<MergeAction, string> = {
  unitedAgree: '同意',
  unitedReject: '拒绝',
  unitedCancel: '取消合单',
  unitedSuccess: '确认合单成功',
  unitedDelete: '删除记录',
};

/** antd puts a space between the two characters of a two-character label (同 意): match with or without it. */
export const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);

/** A step on a merge record's row, found by its label the way a person finds it. */
export const stepButton = (mappingAuntId: number, label: string) => rowAction(rowOf(mappingAuntId)!, label);

export const FIRST_PAGE = { page: 1, pageSize: 20 };
export const SHANGHAI = { region_id: 310100, region_name: '上海市' };

/** Every test of the file signs in as the partner agency (Hangzhou) looking at Shanghai, where most of the seeded hall is company 1's. */
export function asPartnerInShanghai(): void {
  beforeEach(async () => {
    const cleanup = await signInForTest(PARTNER_ACCOUNT, { clearStorage: true });
    useSettings.getState().setRegion(SHANGHAI);
    return cleanup;
  });
}

/** Waits until the hall shows the cards the server answers `body` with, in its order; returns that answer. */
export async function expectCards<Row, Body>(
  list: (body: Body, options: RequestOptions) => Promise<ListResult<Row>>,
  body: Body,
  key: (row: Row) => number,
): Promise<ListResult<Row>> {
  const answer = await list(body, { silent: true });
  await waitFor(() => expect(shownCards()).toEqual(answer.list.map(key)));
  return answer;
}
