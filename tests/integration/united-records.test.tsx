/**
 * The merge-record pages against the joint-hall mock: my aunt merge applications (state tabs
 * reaching the server; the applicant's steps: cancel on an open record, declined and accepted,
 * delete on a closed one), the completed merges (status 4 of both sides, the link to our copy of
 * the aunt), and a hall aunt's page (the partner view, not found).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getUnitedAunts, unitedAunt, unitedPaths, type UnitedRecordQuery } from '@/api/united';
import { allowedMergeActions } from '@/domain/unitedGraph';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';
import { accept, decline, freeHallAunt, renderUnited, stepButton, stepsShown, STEP_LABEL, storedMerge, userEvent } from './united-helpers';

const PAGE = { page: 1, pageSize: 20 };
const shownRows = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));

withFreshMockDb();
beforeEach(() => signInForTest(PARTNER_ACCOUNT, { clearStorage: true }));

describe('my aunt merge applications', () => {
  it('lists ours by state with the applicant’s steps; cancel declined, then accepted', async () => {
    const hall = freeHallAunt(ADMIN_ACCOUNT.companyId);
    const mine = await unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, { silent: true });
    const bodies = recordBodies<UnitedRecordQuery>(unitedPaths.getUnitedAunts);
    const cancelled = recordBodies(unitedPaths.unitedCancel);
    renderUnited('/united/my-aunts');
    expect(screen.getByRole('heading', { name: '我申请的阿姨合单' })).toBeInTheDocument();
    const all = await getUnitedAunts(PAGE, { silent: true });
    await waitFor(() => expect(shownRows()).toEqual(all.list.map((record) => record.mappingAuntId)));
    for (const record of all.list)
      expect(stepsShown(record.mappingAuntId), `record ${record.mappingAuntId}`).toEqual(
        allowedMergeActions(record.status, 'applicant').map((action) => STEP_LABEL[action]),
      );

    await userEvent.click(screen.getByRole('tab', { name: '已申请' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...PAGE, status: 0 }));
    await waitFor(() => expect(shownRows()).toContain(mine.mappingAuntId));
    expect(stepsShown(mine.mappingAuntId)).toEqual(['取消合单']);

    await userEvent.click(await stepButton(mine.mappingAuntId, '取消合单'));
    await decline('确定要取消合单？');
    expect(await screen.findByText('已取消取消合单')).toBeInTheDocument();
    expect(cancelled).toHaveLength(0);

    await userEvent.click(await stepButton(mine.mappingAuntId, '取消合单'));
    await accept('确定要取消合单？');
    expect(await screen.findByText('取消合单成功')).toBeInTheDocument();
    expect(cancelled).toEqual([{ mappingAuntId: mine.mappingAuntId }]);
    expect(storedMerge(mine.mappingAuntId)).toMatchObject({ status: 3, cancelledBy: 'applicant' });
    // Reloaded at once: no longer an applied record.
    await waitFor(() => expect(shownRows()).not.toContain(mine.mappingAuntId));
  });
});

describe('completed merges', () => {
  it('asks for merged records of both sides and links our copy of the aunt', async () => {
    const bodies = recordBodies<UnitedRecordQuery>(unitedPaths.getUnitedAunts);
    renderUnited('/united/success');
    const query = { ...PAGE, status: 4 as const, side: 'any' as const };
    await waitFor(() => expect(bodies[0]).toEqual(query));
    const merged = await getUnitedAunts(query, { silent: true });
    expect(merged.list.length).toBeGreaterThan(0);
    await waitFor(() => expect(shownRows()).toEqual(merged.list.map((record) => record.mappingAuntId)));
    for (const record of merged.list) {
      expect(stepsShown(record.mappingAuntId)).toEqual(['删除记录']);
      const row = document.querySelector<HTMLElement>(`tr[data-row-key="${record.mappingAuntId}"]`)!;
      const copy = row.querySelector('a[href^="/aunt/detail/"]');
      // An aunt merge's copy is the applicant's: linked only on our own applications.
      if (record.companyId === PARTNER_ACCOUNT.companyId && record.copiedAuntId > 0)
        expect(copy).toHaveAttribute('href', `/aunt/detail/${record.copiedAuntId}`);
      else expect(copy).toBeNull();
    }
  });
});

describe('a hall aunt’s page', () => {
  it('shows the partner view (as far as her authorisation goes) with her merges, and not found for an unknown aunt', async () => {
    const hall = freeHallAunt(ADMIN_ACCOUNT.companyId);
    renderUnited(`/united/aunt-detail?auntId=${hall.auntId}`);
    expect(screen.getByTestId('united-aunt-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: hall.auntName })).toBeInTheDocument();
    // Her authorisation (the seed's) leaves contact details out: her number is marked 未授权, not shown; her photo is shown.
    const mobile = document.querySelector('[data-field="mobile"] dd')!;
    expect(mobile.textContent).toBe('未授权');
    expect(screen.queryByTestId('not-authorised-photo')).toBeNull();
    expect(screen.getByRole('button', { name: '申请合单' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '我的合单记录' })).getByText('暂无合单记录')).toBeInTheDocument();
  });

  it('says when the aunt is not in the hall', async () => {
    renderUnited('/united/aunt-detail?auntId=99999999');
    expect(await screen.findByText('该记录不存在或已不在大厅中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回大厅/ })).toHaveAttribute('href', '/united/aunt-hall');
  });
});
