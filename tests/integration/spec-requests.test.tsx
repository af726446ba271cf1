/**
 * Spec deviations of the request layer seen from the pages (issue 9, finding 8):
 * - code 200 with success false is no error: a form keeps what was typed and nothing is shown;
 * - getAunt carries the spec's body {auntId, isDeleted, userId} from the detail and edit pages.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { auntPaths, type GetAuntRequest } from '@/api/aunt';
import { userPaths } from '@/api/user';
import { feedback } from '@/app/feedback';
import { useSession } from '@/stores/session';
import ProfilePage from '@/pages/profile';
import AuntDetailPage from '@/pages/aunt/detail';
import AuntFormPage from '@/pages/aunt/form';
import { renderRoutes, renderWithProviders } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function adminAunt() {
  const me = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile);
  const aunt = getDb().aunts.find((row) => row.companyId === me?.companyId && row.isDeleted === 0 && row.isLocked === 0);
  if (!me || !aunt) throw new Error('no seeded aunt');
  return { me, aunt };
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('code 200 with success false', () => {
  it('is not shown as an error: the profile form keeps what was typed, no toast, no relogin', async () => {
    const toast = vi.spyOn(feedback, 'error');
    const bodies = recordBodies(userPaths.updateUser);
    mockServer.use(
      http.post(`*${userPaths.updateUser}`, () => HttpResponse.json({ code: 200, success: false, data: null, error: '暂时无法保存' }), { once: true }),
    );
    renderWithProviders(
      <MemoryRouter initialEntries={['/profile/index']}>
        <ProfilePage />
      </MemoryRouter>,
    );
    const name = await screen.findByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '王大锤');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /保\s*存/ })).toBeEnabled());
    expect(screen.getByLabelText('姓名')).toHaveValue('王大锤');
    expect(screen.queryByText('暂时无法保存')).not.toBeInTheDocument();
    expect(screen.queryByText('个人资料已保存')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    expect(useSession.getState().user?.contact).toBe(ADMIN_ACCOUNT.contact);
  });
});

describe('getAunt body', () => {
  it('the detail page sends {auntId, isDeleted: 0, userId: the signed-in user}', async () => {
    const { me, aunt } = adminAunt();
    const bodies = recordBodies<GetAuntRequest>(auntPaths.getAunt);
    renderRoutes([{ path: '/aunt/detail/:auntId', element: <AuntDetailPage /> }], `/aunt/detail/${aunt.auntId}`);
    expect(await screen.findByRole('heading', { name: aunt.auntName })).toBeInTheDocument();
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).toEqual({ auntId: aunt.auntId, isDeleted: 0, userId: me.userId });
  });

  it.each([
    ['the edit form', (auntId: number) => `/aunt/edit/${auntId}`],
    ['the copy form', (auntId: number) => `/aunt/add?copyFrom=${auntId}`],
  ])('%s sends the same body', async (_label, path) => {
    const { me, aunt } = adminAunt();
    const bodies = recordBodies<GetAuntRequest>(auntPaths.getAunt);
    renderRoutes(
      [
        { path: '/aunt/edit/:auntId', element: <AuntFormPage /> },
        { path: '/aunt/add', element: <AuntFormPage /> },
      ],
      path(aunt.auntId),
    );
    expect(await screen.findByLabelText('姓名')).toHaveValue(aunt.auntName);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).toEqual({ auntId: aunt.auntId, isDeleted: 0, userId: me.userId });
  });
});
