/**
 * useHallShelf on its own, against the real mock: one call at a time (a second share while the
 * first is under way sends nothing and resolves false), a refused share resolves false and shows
 * the server's message, and a take-off resolves only once the view should reload.
 */
import { useEffect, type RefObject } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { getAunt } from '@/api/aunt';
import { unitedPaths } from '@/api/united';
import { useHallShelf, type HallShelf } from '@/components/united';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { renderWithProviders } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

/** The hook as last rendered, for the test to call. */
const latest: RefObject<HallShelf | null> = { current: null };
function Probe({ shelfRef }: { shelfRef: RefObject<HallShelf | null> }) {
  const shelf = useHallShelf();
  useEffect(() => {
    shelfRef.current = shelf;
  });
  return <span data-testid="pending">{String(shelf.pending)}</span>;
}
const current = () => {
  if (!latest.current) throw new Error('not rendered');
  return latest.current;
};

function auntOfAdmin(pick: (workStatus: number) => boolean) {
  const companyId = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;
  const aunt = getDb().aunts.find((row) => row.companyId === companyId && row.isDeleted === 0 && row.isShared === 0 && pick(row.workStatus));
  if (!aunt) throw new Error('no such aunt');
  return aunt;
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('useHallShelf', () => {
  it('sends one share at a time: a second call while the first is under way sends nothing', async () => {
    const aunt = auntOfAdmin((status) => status < 5);
    renderWithProviders(<Probe shelfRef={latest} />);
    const sent = recordBodies(unitedPaths.addAunt);
    let results: boolean[] = [];
    await act(async () => {
      results = await Promise.all([current().shareAunt(aunt.auntId), current().shareAunt(aunt.auntId)]);
    });
    expect(results).toEqual([true, false]);
    expect(sent).toEqual([{ auntId: aunt.auntId }]);
    expect((await getAunt({ auntId: aunt.auntId }, { silent: true })).isShared).toBe(1);
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
  });

  it('resolves false when the server refuses, which shows why', async () => {
    const aunt = auntOfAdmin((status) => status === 5);
    renderWithProviders(<Probe shelfRef={latest} />);
    let result = true;
    await act(async () => {
      result = await current().shareAunt(aunt.auntId);
    });
    expect(result).toBe(false);
    expect(await screen.findByText('该阿姨工作中，不能共享到联盟大厅')).toBeInTheDocument();
    expect((await getAunt({ auntId: aunt.auntId }, { silent: true })).isShared).toBe(0);
  });

  it('a take-off stays pending from its confirmation until the view should reload', async () => {
    const aunt = auntOfAdmin((status) => status < 5);
    renderWithProviders(<Probe shelfRef={latest} />);
    await act(async () => void (await current().shareAunt(aunt.auntId)));
    let done: boolean | null = null;
    act(
      () =>
        void current()
          .takeOffAunt(aunt.auntId)
          .then((accepted) => (done = accepted)),
    );
    expect(screen.getByTestId('pending')).toHaveTextContent('true');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定将这位阿姨从联盟大厅下架？');
    await userEvent.click(within(dialog).getByText('确定下架'));
    expect(await screen.findByText('下架合单成功')).toBeInTheDocument();
    expect((await getAunt({ auntId: aunt.auntId }, { silent: true })).isShared).toBe(0);
    await waitFor(() => expect(done).toBe(true));
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
  });
});
