/**
 * The recycle bin's employers.
 * - getEmployers: the company's deleted employers, newest deletion first; keyword over name and
 *   mobile, who deleted them; Employer views with deletedByName.
 * - restoreEmployer: ownership permission; puts him back exactly as he was (only the deletion
 *   fields are reset); refused while another employer outside the bin has his mobile.
 * - delEmployer: ownership permission; removes him with his follow-ups, transfers and jobs for
 *   good. His orders stay, their employerName snapshot set to his last name.
 */
import { recyclebinPaths } from '@/api/recyclebin';
import { getDb } from '../db';
import { accessOf, findEmployer, requireEmployerAct } from '../rules/employerAccess';
import { byDeletion, putBack } from '../rules/recyclebinQuery';
import { purgeRecycleBin, removeEmployerForGood } from '../rules/recyclebinPurge';
import { checkMobileFree } from '../rules/employerRecord';
import { employerViewContext, toEmployer } from '../rules/employerView';
import { DEFAULT_PAGE_SIZE, KEYWORD_RULE, LIST_PAGING_RULES } from '../rules/listQuery';
import { EMPLOYER_ID_RULES } from './employerWrite';
import { apiPost, apiWrite, listResult, paginate, requireSession, validate } from './kit';

const getEmployers = apiPost(recyclebinPaths.getEmployers, (ctx) => {
  const { user, company } = requireSession(ctx);
  const query = validate(ctx.body, {
    ...LIST_PAGING_RULES,
    keyword: KEYWORD_RULE,
    // Unlike readBinQuery (min 0), 0 is refused here.
    deletedBy: { type: 'number', label: { zh: '删除人', en: 'Deleted by' }, integer: true, min: 1 },
  });
  purgeRecycleBin(Date.now(), company.companyId);
  const needle = query.keyword?.toLowerCase();
  const rows = getDb()
    .employers.filter(
      (row) =>
        row.companyId === company.companyId &&
        row.isDeleted === 1 &&
        (query.deletedBy === undefined || row.deletedBy === query.deletedBy) &&
        (!needle || row.employerName.toLowerCase().includes(needle) || row.mobile.includes(needle)),
    )
    .sort(byDeletion((row) => row.employerId));
  const view = employerViewContext(user);
  const page = paginate(rows, query, DEFAULT_PAGE_SIZE);
  return listResult(
    page.list.map((row) => toEmployer(row, view)),
    page.total,
  );
});

const restoreEmployer = apiWrite(recyclebinPaths.restoreEmployer, (ctx) => {
  const { user, company } = requireSession(ctx);
  const { employerId } = validate(ctx.body, EMPLOYER_ID_RULES);
  const row = findEmployer(company.companyId, employerId, 1);
  requireEmployerAct(accessOf(user), row);
  checkMobileFree(row);
  putBack(row);
  return null;
});

const delEmployer = apiWrite(recyclebinPaths.delEmployer, (ctx) => {
  const { user, company } = requireSession(ctx);
  const { employerId } = validate(ctx.body, EMPLOYER_ID_RULES);
  const row = findEmployer(company.companyId, employerId, 1);
  requireEmployerAct(accessOf(user), row);
  removeEmployerForGood(row);
  return null;
});

export const recyclebinEmployerHandlers = [getEmployers, restoreEmployer, delEmployer];
