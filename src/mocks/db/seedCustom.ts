/**
 * The seeded custom settings (issue 16, part B): a few custom form fields of the aunt, employer
 * and order forms with values on some records, custom tabs of the aunt and order lists, and a
 * 健康证 expiry day on most aunts who hold one. No company default column layout and no staff
 * layout (the lists start as the code defines them).
 *
 * No generator: every value depends only on the record's id and the seed's clock, so the data
 * upgrade 15 -> 16 (persist/migrate/v15to16.ts) gives an existing file exactly what a fresh seed has.
 */
import type { CustomFieldValue } from '@/api/aunt.types';
import type { CustomFormField, CustomTabCondition, CustomTabRule } from '@/api/companyCustom.types';
import { chinaDay } from '@/domain/chinaTime';
import { BUILT_IN_TABS } from '@/domain/customTabs';
import { addDays } from '@/domain/dateFilter';
import { COMPANY_IDS } from './demoAccounts';
import type { AuntRow, CustomTabsRow, MockDb } from './schema';

type FieldDecl = Pick<CustomFormField, 'label' | 'fieldType'> & Partial<Pick<CustomFormField, 'options' | 'min' | 'max'>>;

const field = (decl: FieldDecl, index: number): CustomFormField => ({
  fieldName: `cf${index + 1}`,
  label: decl.label,
  fieldType: decl.fieldType,
  options: decl.options ?? [],
  required: 0,
  isShow: 1,
  sort: index + 1,
  min: decl.min ?? null,
  max: decl.max ?? null,
  isDeleted: 0,
});

const MANDARIN = ['标准', '良好', '一般'];
const HOUSING = ['公寓', '别墅', '老式住宅', '复式'];

/** [company, form, fields]: all optional, so every existing way of saving a record still works. */
const FORMS: readonly (readonly [number, string, readonly FieldDecl[]])[] = [
  [
    COMPANY_IDS.main,
    'aunt',
    [
      { label: '紧急联系人', fieldType: 'text' },
      { label: '可到岗日期', fieldType: 'date' },
      { label: '普通话水平', fieldType: 'select', options: MANDARIN },
      { label: '每月休息天数', fieldType: 'number', min: 0, max: 31 },
    ],
  ],
  [
    COMPANY_IDS.main,
    'employer',
    [
      { label: '住房类型', fieldType: 'select', options: HOUSING },
      { label: '宝宝预产期', fieldType: 'date' },
      { label: '特殊要求', fieldType: 'textarea' },
    ],
  ],
  [
    COMPANY_IDS.main,
    'order',
    [
      { label: '合同编号', fieldType: 'text' },
      { label: '服务天数', fieldType: 'number', min: 1, max: 365 },
    ],
  ],
  [COMPANY_IDS.partner, 'aunt', [{ label: '紧急联系人', fieldType: 'text' }]],
];

const RELATIONS = ['丈夫', '女儿', '儿子', '姐姐', '妹妹'];
const CONTACT_NAMES = ['王建国', '李志强', '张明', '刘海涛', '陈丽', '杨洋', '赵磊', '黄伟'];

/** The seeded aunt values of company 1's aunt form (by her id; some aunts have none). */
function auntValues(auntId: number): Record<string, CustomFieldValue> {
  const values: Record<string, CustomFieldValue> = {};
  if (auntId % 3 === 0) values.cf1 = `${RELATIONS[auntId % RELATIONS.length]} ${CONTACT_NAMES[auntId % CONTACT_NAMES.length]}`;
  if (auntId % 5 !== 0) values.cf3 = MANDARIN[auntId % MANDARIN.length]!;
  if (auntId % 4 === 0) values.cf4 = [2, 4, 4, 6][(auntId >> 2) % 4]!;
  return values;
}

/**
 * The 健康证 (health certificate, renewed yearly) expiry of an aunt who holds one: from 45 days
 * before the seed's day to about a year after it, spread by her id; every tenth holder has no
 * day recorded.
 */
export function healthExpiryOf(auntId: number, seedDay: string): string | null {
  if (auntId % 10 === 0) return null;
  return addDays(seedDay, ((auntId * 37) % 410) - 45);
}

const isBlank = (values: Readonly<Record<string, CustomFieldValue>>) => Object.keys(values).length === 0;

const cond = (fieldKey: string, operator: CustomTabCondition['operator'], value: CustomTabCondition['value']): CustomTabCondition => ({
  field: fieldKey,
  operator,
  value,
});

/** The seeded custom tabs: [company, list, tabKey, name, conditions]. Ids of options are looked up by name. */
function tabDecls(db: MockDb): readonly (readonly [number, string, string, string, CustomTabCondition[]])[] {
  const main = COMPANY_IDS.main;
  const typeId = (companyId: number, name: string) =>
    db.serviceTypes.find((row) => row.companyId === companyId && row.serviceTypeName === name)?.serviceTypeId ?? 0;
  const certificateId = (companyId: number, name: string) =>
    db.customOptions.find((row) => row.companyId === companyId && row.field === 'certificate' && row.optionName === name)?.customOptionId ?? 0;
  return [
    [main, 'aunt', 'c_goldnanny', '金牌月嫂', [cond('serviceTypes', 'eq', typeId(main, '月嫂')), cond('experienceYears', 'range', [5, null])]],
    [main, 'aunt', 'c_new7days', '近7天新增', [cond('createdTime', 'date', { dateFilter: 'inPastDays', days: 7 })]],
    [main, 'aunt', 'c_nohealth', '无健康证', [cond('certificates', 'ne', certificateId(main, '健康证'))]],
    [main, 'order', 'c_highpay', '高薪订单', [cond('salaryMax', 'range', [12000, null])]],
    [main, 'order', 'c_thismonth', '本月新单', [cond('createdTime', 'date', { dateFilter: 'currentMonth' })]],
    [COMPANY_IDS.partner, 'aunt', 'c_new7days', '近7天新增', [cond('createdTime', 'date', { dateFilter: 'inPastDays', days: 7 })]],
  ];
}

/** Custom tab rows of the seed: the built-in tabs in their order, then the custom ones (all shown). */
function seedTabs(db: MockDb): void {
  const rows = new Map<string, CustomTabsRow>();
  for (const [companyId, tabType, tabKey, tabName, conditions] of tabDecls(db)) {
    const id = `${companyId}:${tabType}`;
    let row = rows.get(id);
    if (!row) {
      const builtIn = BUILT_IN_TABS[tabType as 'aunt' | 'order'];
      row = { companyId, tabType, tabs: builtIn.map((key, index) => ({ tabKey: key, tabName: '', isShow: 1, sort: index + 1 })), rules: [] };
      rows.set(id, row);
      db.customTabs.push(row);
    }
    row.tabs.push({ tabKey, tabName, isShow: 1, sort: row.tabs.length + 1 });
    const rule: CustomTabRule = { tabKey, conditions };
    row.rules.push(rule);
  }
}

/** Her certificate expiries as the seed gives them (a day for her 健康证, if she holds one). */
export function seededCertificateExpiries(aunt: Pick<AuntRow, 'auntId' | 'certificates'>, healthCertificateId: number | undefined, seedDay: string) {
  if (healthCertificateId === undefined || !aunt.certificates.includes(healthCertificateId)) return [];
  const expiresOn = healthExpiryOf(aunt.auntId, seedDay);
  return expiresOn ? [{ certificateId: healthCertificateId, expiresOn }] : [];
}

/** Seed step (also the data upgrade 15 -> 16's): needs the companies' settings, aunts, employers and orders. */
export function seedCustom(db: MockDb, now: number): void {
  for (const [companyId, formName, decls] of FORMS) db.customForms.push({ companyId, formName, fields: decls.map(field) });
  seedTabs(db);
  const seedDay = chinaDay(now);
  const healthIds = new Map(
    db.customOptions.filter((row) => row.field === 'certificate' && row.optionName === '健康证').map((row) => [row.companyId, row.customOptionId]),
  );
  for (const aunt of db.aunts) {
    aunt.certificateExpiries = seededCertificateExpiries(aunt, healthIds.get(aunt.companyId), seedDay);
    // Values people entered themselves (a file being upgraded) are never replaced.
    if (aunt.companyId === COMPANY_IDS.main && isBlank(aunt.customFields)) aunt.customFields = auntValues(aunt.auntId);
  }
  for (const employer of db.employers) {
    if (employer.companyId === COMPANY_IDS.main && employer.employerId % 2 === 0 && isBlank(employer.customFields))
      employer.customFields = { cf1: HOUSING[(employer.employerId >> 1) % HOUSING.length]! };
  }
  for (const order of db.orders) {
    if (order.companyId === COMPANY_IDS.main && order.orderId % 3 === 0 && isBlank(order.customFields)) order.customFields = { cf2: 26 };
  }
}
