/**
 * Deleted aunts in the recycle bin: the list (newest deletion first), restore (exactly as she
 * was: only the deletion fields are reset; refused while an active aunt has her mobile or
 * identity number) and delete for good (her order candidacies keep her name). Ownership as for
 * any act on an aunt (a locked one: her owner or an admin).
 */
import { recyclebinPaths, type RecycledAunt } from '@/api/recyclebin';
import { getDb } from '../db';
import { accessOf, findAunt, requireAct, requireUnlocked } from '../rules/auntAccess';
import { writeAuntLog } from '../rules/auntLog';
import { purgeRecycleBin, removeAuntForGood } from '../rules/recyclebinPurge';
import { toAunt, userNames } from '../rules/auntView';
import { byDeletion, putBack, readBinQuery } from '../rules/recyclebinQuery';
import { apiPost, apiWrite, invalid, listResult, paginate, requireSession, validate, type MockContext } from './kit';
import { AUNT_ID_RULES } from './auntRead';

const getAunts = apiPost(recyclebinPaths.getAunts, (ctx) => {
  const { company } = requireSession(ctx);
  const query = readBinQuery(ctx.body);
  purgeRecycleBin(Date.now(), company.companyId);
  const needle = query.keyword?.trim();
  const rows = getDb()
    .aunts.filter(
      (row) =>
        row.companyId === company.companyId &&
        row.isDeleted === 1 &&
        (query.deletedBy === undefined || row.deletedBy === query.deletedBy) &&
        (!needle || row.auntName.includes(needle) || row.mobile.includes(needle)),
    )
    .sort(byDeletion((row) => row.auntId));
  const today = new Date();
  const names = userNames();
  const page = paginate(rows, query);
  const list = page.list.map((row): RecycledAunt => ({
    ...toAunt(row, { today, names }),
    deletedTime: row.deletedTime ?? '',
    deletedBy: row.deletedBy,
    deletedByName: names.get(row.deletedBy) ?? '',
  }));
  return listResult(list, page.total);
});

/** The session's aunt in the bin, checked for the ownership permission. */
function binAunt(ctx: MockContext) {
  const { user, company } = requireSession(ctx);
  const { auntId } = validate(ctx.body, AUNT_ID_RULES);
  const aunt = findAunt(company.companyId, auntId, 1);
  const access = accessOf(user);
  requireAct(access, aunt);
  requireUnlocked(access, aunt);
  return { user, aunt };
}

const restoreAunt = apiWrite(recyclebinPaths.restoreAunt, (ctx) => {
  const { user, aunt } = binAunt(ctx);
  const clash = getDb().aunts.find(
    (other) =>
      other.companyId === aunt.companyId &&
      other.isDeleted === 0 &&
      other.auntId !== aunt.auntId &&
      (other.mobile === aunt.mobile || (aunt.idCard !== '' && other.idCard === aunt.idCard)),
  );
  if (clash) {
    const what = clash.mobile === aunt.mobile ? { zh: '手机号', en: 'mobile number' } : { zh: '身份证号', en: 'identity number' };
    throw invalid({
      zh: `不能恢复：${what.zh}已被阿姨 ${clash.auntName}（编号 ${clash.auntId}）使用`,
      en: `Cannot restore: the ${what.en} is now used by aunt ${clash.auntName} (id ${clash.auntId})`,
    });
  }
  putBack(aunt);
  writeAuntLog(aunt, user, 'restore', 'isDeleted 1 -> 0', new Date().toISOString());
  return null;
});

const delAunt = apiWrite(recyclebinPaths.delAunt, (ctx) => {
  // Deleting for good deletes her files too (photos, identity-card images), and her résumé links.
  removeAuntForGood(binAunt(ctx).aunt);
  return null;
});

export const recyclebinAuntHandlers = [getAunts, restoreAunt, delAunt];
