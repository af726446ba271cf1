/**
 * Favourites, per user: favAunt / removeFavAunt {unitedAuntId, auntId}, favJob / removeFavJob
 * {unitedJobId, jobId}. The pair must name one hall record the caller may read. Not for the
 * caller's own agency's records, not twice, not off the shelf; removing one that is not there
 * is 40401.
 */
import { unitedPaths } from '@/api/united';
import { getDb, nextId, type UnitedAuntRow, type UnitedJobRow, type UserRow } from '../db';
import { UNITED_IDS, readStrict } from '../rules/unitedBody';
import { MOCK_CODES, MockError, apiWrite, conflict, notFound } from './kit';
import { readableHallAunt, readableHallJob, unitedSession } from './unitedKit';

const FAV_LABEL = { zh: '关注记录', en: 'Favourite' };

type Target = { kind: 'aunt'; row: UnitedAuntRow } | { kind: 'job'; row: UnitedJobRow };

const idOf = (target: Target) =>
  target.kind === 'aunt' ? { unitedAuntId: target.row.unitedAuntId, unitedJobId: 0 } : { unitedAuntId: 0, unitedJobId: target.row.unitedJobId };

function favOf(user: UserRow, target: Target) {
  const ids = idOf(target);
  return getDb().unitedFavs.find(
    (row) => row.userId === user.userId && row.kind === target.kind && row.unitedAuntId === ids.unitedAuntId && row.unitedJobId === ids.unitedJobId,
  );
}

function addFav(user: UserRow, target: Target): null {
  if (target.row.companyId === user.companyId)
    throw new MockError(MOCK_CODES.forbidden, { zh: '不能关注本公司共享的记录', en: 'You cannot favourite your own agency’s record' });
  if (favOf(user, target)) throw conflict({ zh: '已关注，请勿重复关注', en: 'It is already among your favourites' });
  if (target.row.isOnShelf !== 1) throw conflict({ zh: '该记录已下架，不能关注', en: 'The record is no longer in the hall: it cannot be favourited' });
  getDb().unitedFavs.push({ favId: nextId('unitedFavs'), userId: user.userId, kind: target.kind, ...idOf(target), createdTime: new Date().toISOString() });
  return null;
}

function removeFav(user: UserRow, target: Target): null {
  const fav = favOf(user, target);
  if (!fav) throw notFound(FAV_LABEL);
  const rows = getDb().unitedFavs;
  rows.splice(rows.indexOf(fav), 1);
  return null;
}

const AUNT_PAIR = { unitedAuntId: UNITED_IDS.unitedAuntId, auntId: UNITED_IDS.auntId } as const;
const JOB_PAIR = { unitedJobId: UNITED_IDS.unitedJobId, jobId: UNITED_IDS.jobId } as const;

const onAunt = (path: typeof unitedPaths.favAunt | typeof unitedPaths.removeFavAunt, act: typeof addFav) =>
  apiWrite(path, (ctx) => {
    const { user, company } = unitedSession(ctx);
    const pair = readStrict(ctx.body, AUNT_PAIR);
    return act(user, { kind: 'aunt', row: readableHallAunt(company.companyId, pair) });
  });

const onJob = (path: typeof unitedPaths.favJob | typeof unitedPaths.removeFavJob, act: typeof addFav) =>
  apiWrite(path, (ctx) => {
    const { user, company } = unitedSession(ctx);
    const pair = readStrict(ctx.body, JOB_PAIR);
    return act(user, { kind: 'job', row: readableHallJob(company.companyId, pair) });
  });

export const unitedFavHandlers = [
  onAunt(unitedPaths.favAunt, addFav),
  onAunt(unitedPaths.removeFavAunt, removeFav),
  onJob(unitedPaths.favJob, addFav),
  onJob(unitedPaths.removeFavJob, removeFav),
];
