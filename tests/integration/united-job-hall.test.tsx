/**
 * The job hall (/united/job-hall) against the joint-hall mock: the chosen city's cards (and a
 * city change), the empty state, 关注 offered on other agencies' jobs only, and offering one of
 * our aunts: the picker (our aunts, working or blacklisted ones not choosable), the confirmation
 * declined (已取消合单, nothing sent) and accepted (合单成功, the record stored with the chosen aunt,
 * then my job merge applications).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getJobs, unitedPaths, type UnitedJobQuery } from '@/api/united';
import { PARTNER_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { useSettings } from '@/stores/settings';
import { recordBodies } from '../requests';
import {
  accept,
  asPartnerInShanghai,
  cardOf,
  confirmDialog,
  decline,
  expectCards,
  FIRST_PAGE,
  pathOf,
  renderUnited,
  SHANGHAI,
  shownCards,
  userEvent,
} from './united-helpers';

const NANJING = { region_id: 320100, region_name: '南京市' };
const HANGZHOU = { region_id: 330100, region_name: '杭州市' };

const expectCardsOf = (body: UnitedJobQuery) => expectCards(getJobs, body, (job) => job.unitedJobId);

withFreshMockDb();
asPartnerInShanghai();

describe('the job hall', () => {
  it("shows the chosen city's jobs, follows a city change and says when there are none", async () => {
    const bodies = recordBodies<UnitedJobQuery>(unitedPaths.getJobs);
    renderUnited('/united/job-hall');
    expect(screen.getByRole('heading', { name: '需求大厅' })).toBeInTheDocument();
    const shanghai = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    expect(bodies[0]).toEqual({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    const job = shanghai.list[0];
    expect(within(cardOf(job.unitedJobId)).getByRole('link', { name: job.title })).toHaveAttribute('href', `/united/job-detail?unitedJobId=${job.unitedJobId}`);

    useSettings.getState().setRegion(NANJING);
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...FIRST_PAGE, cityId: NANJING.region_id }));
    const nanjing = await expectCardsOf({ ...FIRST_PAGE, cityId: NANJING.region_id });
    expect(nanjing.list.every((row) => row.cityId === NANJING.region_id)).toBe(true);

    // A city without jobs: the empty state names it and suggests switching.
    useSettings.getState().setRegion({ region_id: 110100, region_name: '北京市' });
    expect(await screen.findByText('当前城市：北京市。可在顶部切换城市后再看看。')).toBeInTheDocument();
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(shownCards()).toEqual([]);
  });

  it('offers 关注 on other agencies’ jobs only, never on our own', async () => {
    const heart = /关\s*注/;
    renderUnited('/united/job-hall');
    // Shanghai's hall holds other agencies' records only, Hangzhou's only ours (the partner's).
    const others = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    expect(others.list.length).toBeGreaterThan(0);
    for (const row of others.list) {
      expect(row.isOwn).toBe(0);
      expect(within(cardOf(row.unitedJobId)).getByRole('button', { name: heart })).toBeInTheDocument();
    }
    useSettings.getState().setRegion(HANGZHOU);
    const own = await expectCardsOf({ ...FIRST_PAGE, cityId: HANGZHOU.region_id });
    expect(own.list.length).toBeGreaterThan(0);
    for (const row of own.list) {
      expect(row.isOwn).toBe(1);
      expect(within(cardOf(row.unitedJobId)).queryByRole('button', { name: heart })).toBeNull();
    }
  });

  it('offers one of our aunts only once chosen (下一步 without one asks for one) and confirmed, then moves to my job merge applications', async () => {
    const offered = recordBodies(unitedPaths.unitedJob);
    const router = renderUnited('/united/job-hall');
    const all = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    const companyId = PARTNER_ACCOUNT.companyId;
    const job = all.list.find((row) => row.isOwn === 0 && !row.united_mapping_aunts.some((record) => record.companyId === companyId && record.status <= 1))!;
    const records = () => getDb().unitedMappings.filter((record) => record.unitedJobId === job.unitedJobId && record.companyId === companyId);
    const before = records().length;

    const pick = async () => {
      await userEvent.click(within(cardOf(job.unitedJobId)).getByRole('button', { name: '推荐阿姨合单' }));
      const picker = await confirmDialog(`为需求「${job.title}」推荐本公司的一位阿姨。`);
      await userEvent.click(within(picker).getByRole('button', { name: '下一步' }));
      expect(await within(picker).findByText('请选择一位阿姨')).toBeInTheDocument();
      await userEvent.click(within(picker).getByLabelText('本公司阿姨', { selector: 'input' }));
      const options = await screen.findAllByRole('option', { name: / · 找工作$/ });
      const name = options[0].textContent!.replace(/ · 找工作$/, '');
      await userEvent.click(options[0]);
      await userEvent.click(within(picker).getByRole('button', { name: '下一步' }));
      return getDb().aunts.find((aunt) => aunt.companyId === companyId && aunt.auntName === name && aunt.isDeleted === 0)!;
    };

    await pick();
    await decline('此操作将要合单阿姨, 是否继续?');
    expect(await screen.findByText('已取消合单')).toBeInTheDocument();
    expect(offered).toHaveLength(0);
    expect(records()).toHaveLength(before);

    const aunt = await pick();
    await accept('此操作将要合单阿姨, 是否继续?');
    expect(await screen.findByText('合单成功')).toBeInTheDocument();
    expect(offered).toEqual([{ unitedJobId: job.unitedJobId, auntId: aunt.auntId }]);
    expect(records().at(-1)).toMatchObject({ kind: 'job', status: 0, auntId: aunt.auntId });
    await waitFor(() => expect(pathOf(router)).toBe('/united/my-jobs'));
  });
});
