/**
 * The aunt detail's joint-hall button against the real mock: share (the server receives addAunt
 * with her id, the header shows 已分享 and offers 下架), take off after asking (declined: nothing
 * sent; accepted: 下架合单成功 and the header flips), a working aunt cannot be shared (disabled,
 * with the reason), and no button where the user may not act on her.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { editField, getAunt } from '@/api/aunt';
import { unitedPaths, type UnitedAuntIdRequest } from '@/api/united';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { useSession } from '@/stores/session';
import AuntDetailPage from '@/pages/aunt/detail';
import { renderRoutes } from '../render';
import { signInAs, signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const SHARE = /分享到联盟大厅$/;
const TAKE_OFF = /下\s?架$/;

async function renderDetail(auntId: number, name: string) {
  renderRoutes([{ path: '/aunt/detail/:auntId', element: <AuntDetailPage /> }], `/aunt/detail/${auntId}`);
  return screen.findByRole('heading', { name });
}

const userOf = (mobile: string) => getDb().users.find((user) => user.mobile === mobile)!;

/** An aunt of the admin's company who can be shared now (her sharing authorisation on file). */
function shareable() {
  const companyId = userOf(ADMIN_ACCOUNT.mobile).companyId;
  const consented = new Set(
    getDb()
      .auntConsents.filter((row) => row.status === 'onFile')
      .map((row) => row.auntId),
  );
  const aunt = getDb().aunts.find(
    (row) =>
      row.companyId === companyId && row.isDeleted === 0 && row.isShared === 0 && row.workStatus < 5 && row.teacherUserId !== 0 && consented.has(row.auntId),
  );
  if (!aunt) throw new Error('no shareable aunt');
  return aunt;
}

const closed = (dialog: HTMLElement) => !dialog.isConnected || dialog.closest('[class*="-leave"]') !== null;
const openDialog = () =>
  waitFor(() => {
    const open = screen.getAllByRole('dialog').filter((dialog) => !closed(dialog));
    expect(open).toHaveLength(1);
    return open[0];
  });
const stored = async (auntId: number) => (await getAunt({ auntId }, { silent: true })).isShared;
const header = () => screen.getByRole('heading', { level: 1 }).closest('.ant-card') as HTMLElement;

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('aunt detail: the joint hall', () => {
  it('shares her, then takes her off after asking: declined sends nothing, accepted shows 下架合单成功', async () => {
    const aunt = shareable();
    await renderDetail(aunt.auntId, aunt.auntName);
    expect(within(header()).queryByText('已分享')).toBeNull();
    const shared = recordBodies<UnitedAuntIdRequest>(unitedPaths.addAunt);
    const takenOff = recordBodies<UnitedAuntIdRequest>(unitedPaths.removeAunt);

    await userEvent.click(screen.getByRole('button', { name: SHARE }));
    expect(await screen.findByText('已分享到联盟大厅')).toBeInTheDocument();
    expect(await within(header()).findByText('已分享')).toBeInTheDocument();
    expect(shared).toEqual([{ auntId: aunt.auntId }]);
    expect(await stored(aunt.auntId)).toBe(1);

    await userEvent.click(await within(header()).findByRole('button', { name: TAKE_OFF }));
    let dialog = await openDialog();
    expect(dialog).toHaveTextContent(`确定将${aunt.auntName}从联盟大厅下架？`);
    await userEvent.click(within(dialog).getByRole('button', { name: /^取\s?消$/ }));
    await waitFor(() => expect(closed(dialog)).toBe(true));
    expect(takenOff).toEqual([]);
    expect(await stored(aunt.auntId)).toBe(1);

    await userEvent.click(within(header()).getByRole('button', { name: TAKE_OFF }));
    dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定下架' }));
    expect(await screen.findByText('下架合单成功')).toBeInTheDocument();
    expect(await within(header()).findByRole('button', { name: SHARE })).toBeEnabled();
    expect(within(header()).queryByText('已分享')).toBeNull();
    expect(takenOff).toEqual([{ auntId: aunt.auntId }]);
    expect(await stored(aunt.auntId)).toBe(0);
  });

  it('a blacklisted aunt cannot be shared: the button is disabled and says why', async () => {
    const aunt = shareable();
    await editField({ auntId: aunt.auntId, field: 'blacklistReason', value: '多次爽约' });
    await renderDetail(aunt.auntId, aunt.auntName);
    const button = screen.getByRole('button', { name: SHARE });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-description', '黑名单中的阿姨不能分享');
  });

  it("offers no share button on a colleague's aunt to a staff member without aunt.others", async () => {
    await signInAs(STAFF_ACCOUNT);
    expect(useSession.getState().permissions).not.toContain('aunt.others');
    const admin = userOf(ADMIN_ACCOUNT.mobile);
    const aunt = getDb().aunts.find((row) => row.companyId === admin.companyId && row.isDeleted === 0 && row.teacherUserId === admin.userId);
    if (!aunt) throw new Error('no aunt of the admin');
    await renderDetail(aunt.auntId, aunt.auntName);
    expect(screen.queryByRole('button', { name: SHARE })).toBeNull();
    expect(screen.queryByRole('button', { name: TAKE_OFF })).toBeNull();
  });
});
