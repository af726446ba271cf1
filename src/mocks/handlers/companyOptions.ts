/**
 * The company's aunt option sets (/company/): service types (colour '' answered as the
 * default grey #6B6C70), skills (items with their options), labels, every set at once
 * (getAuntOptions {kinds?}: kinds not asked for come back as empty lists, so the answer always
 * has the AuntOptions shape) and the choices of one company-kept field
 * (getAuntCustomOptions {field}: certificate, train, visa, ...). Session required.
 * Retired entries come last with `isRetired` 1; the one-set reads (the settings pages') also
 * count each entry's uses (`useCount`), getAuntOptions (every aunt screen's) does not.
 */
import { companyPaths, type AuntOptions, type AuntOptionsKind } from '@/api/company';
import { getDb } from '../db';
import { catalogueUses } from '../rules/catalogueUse';
import { auntOptionsOf, customOptionsOf, labelsOf, serviceTypesOf, skillItemsOf } from '../rules/companyOptions';
import { apiPost, invalid, requireSession, validate, type MockContext } from './kit';

const KINDS: readonly AuntOptionsKind[] = ['serviceTypes', 'skills', 'labels', 'certificates', 'trains', 'visas'];

/** The caller's company and the uses of one kind of its entries. */
function counted(ctx: MockContext, kind: 'serviceTypes' | 'skills' | 'labels' | 'certificates') {
  const { companyId } = requireSession(ctx).company;
  return { companyId, uses: catalogueUses(getDb(), companyId, [kind]) };
}

const getServiceType = apiPost(companyPaths.getServiceType, (ctx) => {
  const { companyId, uses } = counted(ctx, 'serviceTypes');
  return serviceTypesOf(companyId, uses);
});

const getAuntSkillData = apiPost(companyPaths.getAuntSkillData, (ctx) => {
  const { companyId, uses } = counted(ctx, 'skills');
  return skillItemsOf(companyId, uses);
});

const getAuntLabelData = apiPost(companyPaths.getAuntLabelData, (ctx) => {
  const { companyId, uses } = counted(ctx, 'labels');
  return labelsOf(companyId, uses);
});

const getAuntOptions = apiPost(companyPaths.getAuntOptions, (ctx): AuntOptions => {
  const { company } = requireSession(ctx);
  const raw = typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Record<string, unknown>).kinds : undefined;
  const all = auntOptionsOf(company.companyId);
  if (raw === undefined || raw === null) return all;
  if (!Array.isArray(raw) || raw.some((kind) => !KINDS.includes(kind as AuntOptionsKind))) {
    throw invalid({ zh: `选项类型不正确，可选：${KINDS.join(', ')}`, en: `Option kinds must be among: ${KINDS.join(', ')}` });
  }
  const wanted = new Set(raw as AuntOptionsKind[]);
  return {
    serviceTypes: wanted.has('serviceTypes') ? all.serviceTypes : [],
    skills: wanted.has('skills') ? all.skills : [],
    labels: wanted.has('labels') ? all.labels : [],
    certificates: wanted.has('certificates') ? all.certificates : [],
    trains: wanted.has('trains') ? all.trains : [],
    visas: wanted.has('visas') ? all.visas : [],
  };
});

const getAuntCustomOptions = apiPost(companyPaths.getAuntCustomOptions, (ctx) => {
  const { companyId, uses } = counted(ctx, 'certificates');
  const { field } = validate(ctx.body, { field: { type: 'string', label: { zh: '字段', en: 'Field' }, required: true, maxLength: 50 } });
  return customOptionsOf(companyId, field, uses);
});

export const companyOptionHandlers = [getServiceType, getAuntSkillData, getAuntLabelData, getAuntOptions, getAuntCustomOptions];
