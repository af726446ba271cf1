/**
 * The recycle bin's retention (ours): /recyclebin/getKeepDays answers the company's days (0 = keep
 * until deleted by hand); /recyclebin/setKeepDays sets them (company.manage; 0 or 7–365) and purges
 * at once what has been in the bin longer (rules/recyclebinPurge.ts, files too).
 */
import { RECYCLE_KEEP_DAYS, recyclebinPaths } from '@/api/recyclebin';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { invalid } from '../core/errors';
import { validate } from '../core/validate';
import { requirePermission } from '../rules/access';
import { keepDaysOf, purgeRecycleBin } from '../rules/recyclebinPurge';
import { apiPost, apiWrite, requireSession } from './kit';

const KEEP_LABEL = { zh: '回收站保留天数', en: 'Days to keep deleted records' } as const;

const getKeepDays = apiPost(recyclebinPaths.getKeepDays, (ctx) => ({ keepDays: keepDaysOf(requireSession(ctx).company) }));

const setKeepDays = apiWrite(recyclebinPaths.setKeepDays, (ctx) => {
  const { user, company } = requireSession(ctx);
  requirePermission(user, FEATURE_PERMISSIONS.companyManage);
  const { keepDays } = validate(ctx.body, {
    keepDays: { type: 'number', label: KEEP_LABEL, required: true, integer: true, min: 0, max: RECYCLE_KEEP_DAYS.max },
  });
  if (keepDays !== 0 && keepDays < RECYCLE_KEEP_DAYS.min) {
    const { min, max } = RECYCLE_KEEP_DAYS;
    throw invalid({ zh: `${KEEP_LABEL.zh}须为 0（不自动清除）或 ${min}–${max}`, en: `${KEEP_LABEL.en} must be 0 (never purge) or ${min}–${max}` }, 'keepDays');
  }
  company.recycleKeepDays = keepDays;
  purgeRecycleBin(Date.now(), company.companyId);
  return { keepDays };
});

export const recyclebinKeepHandlers = [getKeepDays, setKeepDays];
