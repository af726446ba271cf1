/**
 * My joint orders (/united/owner) against the joint-hall mock, as the owner of shared aunts that
 * two other agencies applied for: each application offers exactly the owner's steps of the graph;
 * agree, reject, success (the other agency's merge cancelled, then the completed merges) and
 * delete, each declined (its info message, nothing sent) and accepted (its message, the stored
 * state, the row's new buttons); a refused step shows the server's reason and reloads; take-off.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { unitedAunt, unitedPaths } from '@/api/united';
import { allowedMergeActions } from '@/domain/unitedGraph';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { signInAs, signInForTest } from '../session';
import { recordBodies } from '../requests';
import {
  accept,
  confirmDialog,
  decline,
  freeHallAunt,
  pathOf,
  renderUnited,
  spaced,
  stepButton,
  stepsShown,
  STEP_LABEL,
  storedMerge,
  userEvent,
} from './united-helpers';

/** Partner and third agency apply for one of company 1's hall aunts; back as company 1's admin. */
async function twoApplications(skip: number[] = []) {
  const hall = freeHallAunt(ADMIN_ACCOUNT.companyId, skip);
  await signInAs(PARTNER_ACCOUNT);
  const partner = await unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, { silent: true });
  await signInAs(THIRD_ACCOUNT);
  const third = await unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, { silent: true });
  await signInAs(ADMIN_ACCOUNT);
  return { hall, partner, third };
}

/** The owner page narrowed to one aunt by her name. */
async function openOwnerPageOn(hall: { unitedAuntId: number; auntName: string }) {
  const router = renderUnited('/united/owner');
  await userEvent.type(await screen.findByLabelText('搜索合单记录'), `${hall.auntName}{Enter}`);
  const card = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-owner-record="${hall.unitedAuntId}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  return { router, card };
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('my joint orders', () => {
  it('lists our shared aunts; each application offers exactly the owner’s steps', async () => {
    const { hall, partner, third } = await twoApplications();
    const { card } = await openOwnerPageOn(hall);
    expect(within(card).getByRole('heading', { name: hall.auntName })).toBeInTheDocument();
    expect(within(card).getByText('合单申请（2）')).toBeInTheDocument();
    for (const record of [partner, third]) {
      expect(stepsShown(record.mappingAuntId)).toEqual(allowedMergeActions(0, 'owner').map((action) => STEP_LABEL[action]));
      expect(stepsShown(record.mappingAuntId)).toEqual(['同意', '拒绝', '取消合单']);
    }
    const row = within(document.querySelector<HTMLElement>(`tr[data-row-key="${partner.mappingAuntId}"]`)!);
    expect(row.getByText(PARTNER_ACCOUNT.companyName)).toBeInTheDocument();
    expect(row.getByText(PARTNER_ACCOUNT.contact)).toBeInTheDocument();
    expect(row.getByText('已申请')).toBeInTheDocument();
  });

  it('agrees, then confirms success: the other agency’s merge is cancelled and the page moves on', async () => {
    const agreed = recordBodies(unitedPaths.unitedAgree);
    const succeeded = recordBodies(unitedPaths.unitedSuccess);
    const { hall, partner, third } = await twoApplications();
    const { router } = await openOwnerPageOn(hall);

    await userEvent.click(await stepButton(partner.mappingAuntId, '同意'));
    await decline('确定同意合单？');
    expect(await screen.findByText('已取消同意合单')).toBeInTheDocument();
    expect(agreed).toHaveLength(0);
    expect(storedMerge(partner.mappingAuntId)?.status).toBe(0);

    await userEvent.click(await stepButton(partner.mappingAuntId, '同意'));
    await accept('确定同意合单？');
    expect(await screen.findByText('同意合单成功')).toBeInTheDocument();
    expect(agreed).toEqual([{ mappingAuntId: partner.mappingAuntId }]);
    expect(storedMerge(partner.mappingAuntId)?.status).toBe(1);
    await waitFor(() => expect(stepsShown(partner.mappingAuntId)).toEqual(['确认合单成功', '取消合单']));

    await userEvent.click(await stepButton(partner.mappingAuntId, '确认合单成功'));
    await decline('合单成功，该合单移入已完成的合单订单中，与其他家政公司合单将自动取消');
    expect(await screen.findByText('已取消合单成功')).toBeInTheDocument();
    expect(succeeded).toHaveLength(0);

    await userEvent.click(await stepButton(partner.mappingAuntId, '确认合单成功'));
    await accept('合单成功，该合单移入已完成的合单订单中，与其他家政公司合单将自动取消');
    expect(await screen.findByText('恭喜，合单已成功')).toBeInTheDocument();
    expect(succeeded).toEqual([{ mappingAuntId: partner.mappingAuntId }]);
    expect(storedMerge(partner.mappingAuntId)).toMatchObject({ status: 4 });
    expect(storedMerge(third.mappingAuntId)).toMatchObject({ status: 3, cancelledBy: 'otherMerged' });
    await waitFor(() => expect(pathOf(router)).toBe('/united/success'));
  });

  it('rejects, then deletes the closed record; each declined first', async () => {
    const rejected = recordBodies(unitedPaths.unitedReject);
    const deleted = recordBodies(unitedPaths.unitedDelete);
    const { hall, partner, third } = await twoApplications();
    await openOwnerPageOn(hall);

    await userEvent.click(await stepButton(third.mappingAuntId, '拒绝'));
    await decline('确定要拒绝合单？');
    expect(await screen.findByText('已取消拒绝合单')).toBeInTheDocument();
    expect(rejected).toHaveLength(0);

    await userEvent.click(await stepButton(third.mappingAuntId, '拒绝'));
    await accept('确定要拒绝合单？');
    expect(await screen.findByText('拒绝合单成功')).toBeInTheDocument();
    expect(storedMerge(third.mappingAuntId)?.status).toBe(2);
    await waitFor(() => expect(stepsShown(third.mappingAuntId)).toEqual(['删除记录']));
    expect(stepsShown(partner.mappingAuntId)).toEqual(['同意', '拒绝', '取消合单']);

    await userEvent.click(await stepButton(third.mappingAuntId, '删除记录'));
    await decline('确定删除合单记录，删除后将无法恢复？');
    expect(await screen.findByText('已取消删除合单记录')).toBeInTheDocument();
    expect(deleted).toHaveLength(0);
    expect(storedMerge(third.mappingAuntId)).toBeDefined();

    await userEvent.click(await stepButton(third.mappingAuntId, '删除记录'));
    await accept('确定删除合单记录，删除后将无法恢复？');
    expect(await screen.findByText('删除合单记录成功')).toBeInTheDocument();
    expect(deleted).toEqual([{ mappingAuntId: third.mappingAuntId }]);
    expect(storedMerge(third.mappingAuntId)).toBeUndefined();
    await waitFor(() => expect(document.querySelector(`tr[data-row-key="${third.mappingAuntId}"]`)).toBeNull());
  });

  it('shows a refused step’s reason and reloads the record; sends nothing twice', async () => {
    const { hall, partner } = await twoApplications();
    await openOwnerPageOn(hall);
    const lists = recordBodies(unitedPaths.getOwnerAunts);
    const agreed = recordBodies(unitedPaths.unitedAgree);
    mockServer.use(
      http.post(apiPattern(unitedPaths.unitedAgree), () => HttpResponse.json({ code: 40901, success: false, data: null, error: '该合单状态已变化' }), {
        once: true,
      }),
    );
    await userEvent.click(await stepButton(partner.mappingAuntId, '同意'));
    const dialog = await confirmDialog('确定同意合单？');
    const ok = within(dialog).getByRole('button', { name: spaced('同意') });
    await userEvent.click(ok);
    await userEvent.click(ok);
    expect(await screen.findByText('该合单状态已变化')).toBeInTheDocument();
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(agreed).toHaveLength(1);
    expect(storedMerge(partner.mappingAuntId)?.status).toBe(0);
    await waitFor(() => expect(stepsShown(partner.mappingAuntId)).toEqual(['同意', '拒绝', '取消合单']));
  });

  it('takes an aunt off the hall after asking; her open merges are cancelled and the list reloads', async () => {
    const { hall, partner } = await twoApplications();
    const { card } = await openOwnerPageOn(hall);
    await userEvent.click(within(card).getByRole('button', { name: `下架${hall.auntName}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定下架' }));
    expect(await screen.findByText('下架合单成功')).toBeInTheDocument();
    expect(getDb().unitedAunts.find((row) => row.unitedAuntId === hall.unitedAuntId)?.isOnShelf).toBe(0);
    expect(storedMerge(partner.mappingAuntId)).toMatchObject({ status: 3, cancelledBy: 'takenOff' });
    await waitFor(() => expect(document.querySelector(`[data-owner-record="${hall.unitedAuntId}"]`)).toBeNull());
  });
});
