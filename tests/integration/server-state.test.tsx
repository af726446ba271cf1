/**
 * The server-state layer (api/queryClient, TanStack Query): the team (companyQueries.users()) asked by
 * several screens at once is one request; a write followed by staffChanged() shows the server's
 * new answer wherever the team shows; logout forgets every answer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { companyQueries } from '@/api/company.queries';
import { companyPaths } from '@/api/company';
import { queryClient } from '@/api/queryClient';
import { changeUser } from '@/api/user';
import { staffChanged, useStaffList, useStaffUsers } from '@/components/useStaffUsers';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { useSession } from '@/stores/session';
import { renderWithProviders } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

withFreshMockDb();

/** An owner choice (the users) and the staff page's team (the list with its state), side by side. */
function Choice({ name }: { name: string }) {
  const { users, loading } = useStaffUsers();
  return <p data-testid={name}>{loading ? 'loading' : users.map((user) => user.contact).join(',')}</p>;
}
function Team() {
  const team = useStaffList();
  return <p data-testid="team">{team.data?.map((user) => user.contact).join(',') ?? ''}</p>;
}

/** The seeded team of the admin's company, as the mock stores it. */
const seededTeam = () => {
  const companyId = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;
  return getDb().users.filter((user) => user.companyId === companyId);
};

describe('the server-state layer', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT));

  it('asks the team once for every screen showing it, and shows each the same answer', async () => {
    const asked = recordBodies(companyPaths.getUsers);
    renderWithProviders(
      <>
        <Choice name="owner" />
        <Choice name="filter" />
        <Team />
      </>,
    );
    const names = seededTeam().map((user) => user.contact);
    await waitFor(() => expect(screen.getByTestId('team').textContent?.split(',').sort()).toEqual([...names].sort()));
    expect(screen.getByTestId('owner').textContent).toBe(screen.getByTestId('team').textContent);
    expect(screen.getByTestId('filter').textContent).toBe(screen.getByTestId('team').textContent);
    expect(asked).toHaveLength(1);
  });

  it('asks again after a write to the team, and every screen shows what the server stored', async () => {
    renderWithProviders(
      <>
        <Choice name="owner" />
        <Team />
      </>,
    );
    const colleague = seededTeam().find((user) => user.mobile !== ADMIN_ACCOUNT.mobile)!;
    await waitFor(() => expect(screen.getByTestId('team')).toHaveTextContent(colleague.contact));
    const asked = recordBodies(companyPaths.getUsers);
    await changeUser({ userId: colleague.userId, contact: '新名字测试' });
    await act(() => staffChanged());
    await waitFor(() => expect(screen.getByTestId('owner')).toHaveTextContent('新名字测试'));
    expect(screen.getByTestId('team')).toHaveTextContent('新名字测试');
    expect(getDb().users.find((user) => user.userId === colleague.userId)?.contact).toBe('新名字测试');
    expect(asked).toHaveLength(1);
  });

  it('forgets every answer at logout', async () => {
    renderWithProviders(<Team />);
    await waitFor(() => expect(queryClient.getQueryData(companyQueries.users().queryKey)).toHaveLength(seededTeam().length));
    await act(() => useSession.getState().logout());
    expect(queryClient.getQueryData(companyQueries.users().queryKey)).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
