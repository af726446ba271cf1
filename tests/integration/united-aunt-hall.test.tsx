/**
 * The aunt hall (/united/aunt-hall) against the joint-hall mock: the cards of the city chosen in
 * the top bar (a city change asks again at once), the filters reaching the server, the loading,
 * empty and error states, favourite / unfavourite (关注成功 / 取消关注成功, the favourites view
 * reloading; never offered on our own cards), and the application: declined (已取消合单, nothing sent) and accepted (合单成功, the
 * record stored, then my aunt merge applications); each card's ready-to-work badge from the facts
 * the server computed (fixed clock).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getAunts, unitedPaths, type UnitedAuntQuery } from '@/api/united';
import { PARTNER_ACCOUNT, getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { useSettings } from '@/stores/settings';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';
import {
  accept,
  asPartnerInShanghai,
  cardOf,
  decline,
  expectCards,
  FIRST_PAGE,
  pathOf,
  renderUnited,
  SHANGHAI,
  shownCards,
  userEvent,
  userIdOf,
} from './united-helpers';

const HANGZHOU = { region_id: 330100, region_name: '杭州市' };

const expectCardsOf = (body: UnitedAuntQuery) => expectCards(getAunts, body, (aunt) => aunt.unitedAuntId);

withFreshMockDb();
asPartnerInShanghai();

describe('the aunt hall', () => {
  it('shows the chosen city’s cards and follows a city change at once', async () => {
    const bodies = recordBodies<UnitedAuntQuery>(unitedPaths.getAunts);
    renderUnited('/united/aunt-hall');
    expect(screen.getByRole('heading', { name: '阿姨大厅' })).toBeInTheDocument();
    expect(screen.getByTestId('united-list-loading')).toBeInTheDocument();
    const shanghai = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    expect(bodies[0]).toEqual({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    expect(shanghai.list.length).toBeGreaterThan(0);
    expect(shanghai.list.every((aunt) => aunt.cityId === SHANGHAI.region_id)).toBe(true);
    const first = shanghai.list[0];
    const card = within(cardOf(first.unitedAuntId));
    expect(card.getByRole('link', { name: first.auntName })).toHaveAttribute('href', `/united/aunt-detail?auntId=${first.auntId}`);
    expect(card.getByText(`所属公司：${first.companyName}`)).toBeInTheDocument();

    useSettings.getState().setRegion(HANGZHOU);
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...FIRST_PAGE, cityId: HANGZHOU.region_id }));
    const hangzhou = await expectCardsOf({ ...FIRST_PAGE, cityId: HANGZHOU.region_id });
    expect(hangzhou.list.length).toBeGreaterThan(0);
    expect(hangzhou.list.every((aunt) => aunt.cityId === HANGZHOU.region_id)).toBe(true);
  });

  it('shows a card’s ready-to-work badge from the server’s facts: its reason, only the authorisation unchecked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-28T02:00:00Z')); // 2026-12-28 in China
    try {
      await signInForTest(PARTNER_ACCOUNT, { clearStorage: true }); // a session of that day
      useSettings.getState().setRegion(SHANGHAI);
      const [first] = (await getAunts({ ...FIRST_PAGE, cityId: SHANGHAI.region_id }, { silent: true })).list;
      const aunt = getDb().aunts.find((row) => row.auntId === first.auntId)!;
      const health = getDb().customOptions.find((row) => row.companyId === aunt.companyId && row.field === 'certificate' && row.optionName === '健康证')!;
      Object.assign(aunt, {
        idCard: '11010519491231002X',
        workStatus: 1,
        certificates: [health.customOptionId],
        certificateExpiries: [{ certificateId: health.customOptionId, expiresOn: '2027-01-03' }], // today + 6
      });
      renderUnited('/united/aunt-hall');
      await waitFor(() => expect(cardOf(first.unitedAuntId).querySelector('[data-ready]')).toHaveTextContent('未就绪'));
      expect(cardOf(first.unitedAuntId).querySelector('[data-ready]')).toHaveTextContent(
        '未就绪（未就绪原因：健康证 7 天内到期；今日无在保保险；此处未核验：授权书）',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the filters and shows an empty result with a way out', async () => {
    const bodies = recordBodies<UnitedAuntQuery>(unitedPaths.getAunts);
    renderUnited('/united/aunt-hall');
    const all = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    const companyId = all.list[0].companyId;
    await userEvent.click(screen.getByLabelText('家政公司', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${all.list[0].companyName}（\\d+）$`) }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...FIRST_PAGE, cityId: SHANGHAI.region_id, companyId }));
    const mine = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id, companyId });
    expect(mine.list.every((aunt) => aunt.companyId === companyId)).toBe(true);

    await userEvent.type(screen.getByLabelText('搜索'), '没有这个阿姨{Enter}');
    expect(await screen.findByText('没有符合筛选条件的记录')).toBeInTheDocument();
    expect(screen.getByText('当前城市：上海市。可在顶部切换城市后再看看。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...FIRST_PAGE, cityId: SHANGHAI.region_id }));
    await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
  });

  it('shows a failure in place with retry', async () => {
    mockServer.use(
      http.post(apiPattern(unitedPaths.getAunts), () => HttpResponse.json({ code: 50001, success: false, data: null, error: '大厅暂时不可用' }), {
        once: true,
      }),
    );
    renderUnited('/united/aunt-hall');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('列表加载失败');
    expect(alert).toHaveTextContent('大厅暂时不可用');
    await userEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
  });

  it('offers 关注 on other agencies’ cards only, never on our own', async () => {
    const heart = /关\s*注/;
    renderUnited('/united/aunt-hall');
    // Shanghai's hall holds other agencies' records only, Hangzhou's only ours (the partner's).
    const others = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    expect(others.list.length).toBeGreaterThan(0);
    for (const row of others.list) {
      expect(row.isOwn).toBe(0);
      expect(within(cardOf(row.unitedAuntId)).getByRole('button', { name: heart })).toBeInTheDocument();
    }
    useSettings.getState().setRegion(HANGZHOU);
    const own = await expectCardsOf({ ...FIRST_PAGE, cityId: HANGZHOU.region_id });
    expect(own.list.length).toBeGreaterThan(0);
    for (const row of own.list) {
      expect(row.isOwn).toBe(1);
      expect(within(cardOf(row.unitedAuntId)).queryByRole('button', { name: heart })).toBeNull();
    }
  });

  it('favourites a card, lists the favourites, and an unfavoured one leaves that list', async () => {
    const favBodies = recordBodies<UnitedAuntQuery>(unitedPaths.getFavAunts);
    renderUnited('/united/aunt-hall');
    const all = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    const aunt = all.list.find((row) => row.isOwn === 0 && row.isFav === 0)!;
    const userId = userIdOf(PARTNER_ACCOUNT);
    const stored = () => getDb().unitedFavs.some((fav) => fav.userId === userId && fav.unitedAuntId === aunt.unitedAuntId);
    expect(stored()).toBe(false);

    await userEvent.click(within(cardOf(aunt.unitedAuntId)).getByRole('button', { name: /关\s*注/ }));
    expect(await screen.findByText('关注成功')).toBeInTheDocument();
    expect(stored()).toBe(true);
    expect(within(cardOf(aunt.unitedAuntId)).getByRole('button', { name: /取消关注/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('switch', { name: '只看关注' }));
    await waitFor(() => expect(favBodies.at(-1)).toEqual({ ...FIRST_PAGE, cityId: SHANGHAI.region_id }));
    await waitFor(() => expect(shownCards()).toContain(aunt.unitedAuntId));
    const favourites = shownCards();
    await userEvent.click(within(cardOf(aunt.unitedAuntId)).getByRole('button', { name: /取消关注/ }));
    expect(await screen.findByText('取消关注成功')).toBeInTheDocument();
    expect(stored()).toBe(false);
    // The favourites view reloads (after the spec's 1 s): she is gone, the others stay.
    await waitFor(() => expect(shownCards()).toEqual(favourites.filter((id) => id !== aunt.unitedAuntId)));
    expect(favBodies.length).toBeGreaterThanOrEqual(2);
  });

  it('applies to merge only once confirmed, then moves to my aunt merge applications', async () => {
    const applied = recordBodies(unitedPaths.unitedAunt);
    const router = renderUnited('/united/aunt-hall');
    const all = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    const companyId = PARTNER_ACCOUNT.companyId;
    const mergeable = all.list.find(
      (row) =>
        row.isOwn === 0 &&
        row.workStatus !== 5 &&
        row.workStatus !== 6 &&
        !row.united_mapping_aunts.some((record) => record.companyId === companyId && record.status <= 1),
    )!;
    // Our own aunts and those we already applied for show where we stand instead of the button.
    for (const row of all.list.filter((candidate) => candidate.isOwn === 1))
      expect(within(cardOf(row.unitedAuntId)).queryByRole('button', { name: '申请合单' })).toBeNull();
    const records = () => getDb().unitedMappings.filter((record) => record.unitedAuntId === mergeable.unitedAuntId && record.companyId === companyId);
    const before = records().length;

    await userEvent.click(within(cardOf(mergeable.unitedAuntId)).getByRole('button', { name: '申请合单' }));
    await decline('此操作将要合单阿姨, 是否继续?');
    expect(await screen.findByText('已取消合单')).toBeInTheDocument();
    expect(applied).toHaveLength(0);
    expect(records()).toHaveLength(before);

    await userEvent.click(within(cardOf(mergeable.unitedAuntId)).getByRole('button', { name: '申请合单' }));
    await accept('此操作将要合单阿姨, 是否继续?');
    expect(await screen.findByText('合单成功')).toBeInTheDocument();
    expect(applied).toEqual([{ unitedAuntId: mergeable.unitedAuntId, auntId: mergeable.auntId }]);
    expect(records()).toHaveLength(before + 1);
    expect(records().at(-1)).toMatchObject({ kind: 'aunt', status: 0 });
    await waitFor(() => expect(pathOf(router)).toBe('/united/my-aunts'));
  });

  it('shows why an application is refused: the agency already holds her', async () => {
    const applied = recordBodies(unitedPaths.unitedAunt);
    const router = renderUnited('/united/aunt-hall');
    const all = await expectCardsOf({ ...FIRST_PAGE, cityId: SHANGHAI.region_id });
    const companyId = PARTNER_ACCOUNT.companyId;
    const target = all.list.find(
      (row) =>
        row.isOwn === 0 &&
        row.workStatus !== 5 &&
        row.workStatus !== 6 &&
        !row.united_mapping_aunts.some((record) => record.companyId === companyId && record.status <= 1),
    )!;
    // The partner already has her on its books (same mobile as the sharing agency's record).
    const held = getDb().aunts.find((row) => row.companyId === companyId && row.isDeleted === 0)!;
    held.mobile = getDb().aunts.find((row) => row.auntId === target.auntId)!.mobile;
    const stored = () => getDb().unitedMappings.filter((record) => record.unitedAuntId === target.unitedAuntId && record.companyId === companyId).length;
    const before = stored();

    await userEvent.click(within(cardOf(target.unitedAuntId)).getByRole('button', { name: '申请合单' }));
    await accept('此操作将要合单阿姨, 是否继续?');
    expect(await screen.findByText(`贵公司已有这位阿姨（手机号相同）：阿姨 ${held.auntName}（编号 ${held.auntId}），不能再合单`)).toBeInTheDocument();
    expect(applied).toEqual([{ unitedAuntId: target.unitedAuntId, auntId: target.auntId }]);
    expect(stored()).toBe(before);
    expect(pathOf(router)).toBe('/united/aunt-hall');
    // The hall reloads and offers the application again (its spinner fading out is still part of its name).
    await waitFor(() => expect(within(cardOf(target.unitedAuntId)).getByRole('button', { name: /申请合单/ })).toBeEnabled());
  });
});
