/**
 * Shared by the joint-hall page tests (united-*.test.tsx): the eight pages under a memory router
 * (other paths a marked stub), the merge step's confirmation dialog and the seeded hall data.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { expect } from 'vitest';
import { getDb, type DemoAccount } from '@/mocks/db';
import AuntHallPage from '@/pages/united/auntHall';
import UnitedAuntDetailPage from '@/pages/united/auntDetail';
import JobHallPage from '@/pages/united/jobHall';
import UnitedJobDetailPage from '@/pages/united/jobDetail';
import MyAuntMergesPage from '@/pages/united/myAunts';
import MyJobMergesPage from '@/pages/united/myJobs';
import UnitedOwnerPage from '@/pages/united/owner';
import CompletedMergesPage from '@/pages/united/success';
import { currentPath, renderRoutes } from '../render';

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
    found = screen.getAllByRole('dialog').filter((dialog) => !leaving(dialog) && within(dialog).queryByText(prompt)).at(-1);
    expect(found).toBeDefined();
  });
  return found!;
}

export async function accept(prompt: string) {
  const dialog = await confirmDialog(prompt);
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}

export async function decline(prompt: string) {
  const dialog = await confirmDialog(prompt);
  await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
}

export const companyOf = (account: DemoAccount) => account.companyId;
export const userIdOf = (account: DemoAccount) => getDb().users.find((user) => user.mobile === account.mobile)!.userId;

/** The cards shown (their hall ids, in order). */
export const shownCards = () => Array.from(document.querySelectorAll('[data-hall-card]')).map((card) => Number(card.getAttribute('data-hall-card')));
export const cardOf = (id: number) => document.querySelector<HTMLElement>(`[data-hall-card="${id}"]`)!;
