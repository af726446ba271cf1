/**
 * The company family's queries (api/company.ts): each a key and its request, for `useQueryData`,
 * a route loader's prefetch and `queryClient.invalidateQueries` after a write (the family's `all`
 * prefix refreshes everything it shows). The company's catalogues sit under `catalogues`, which a
 * catalogue write invalidates (components/catalogues/catalogueChanges.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CustomFormName } from '@/domain/customForm';
import type { CustomTableType } from '@/domain/customColumns';
import {
  getAddFinanceOptions,
  getAllPermissions,
  getAuntCustomOptions,
  getAuntLabelData,
  getAuntOptions,
  getAchievementData,
  getAuntSkillData,
  getCompanyMp,
  getWatermark,
  getCompanyTotal,
  getDepartment,
  getPages,
  getPermissions,
  getRankData,
  getRole,
  getCustomFormField,
  getCustomTabData,
  getCustomTabField,
  getCustomTabRule,
  getCustomTableField,
  getServiceType,
  getUsers,
  type AuntCustomOption,
  type CustomTabField,
  type CustomTabRule,
  type AuntLabelOption,
  type AuntOptions,
  type AuntSkillOption,
  type CompanyServiceType,
} from './company';

/** The aunt option sets with id lookups. */
export interface CompanyAuntOptions extends AuntOptions {
  serviceTypeById: ReadonlyMap<number, CompanyServiceType>;
  skillById: ReadonlyMap<number, AuntSkillOption>;
  labelById: ReadonlyMap<number, AuntLabelOption>;
  certificateById: ReadonlyMap<number, AuntCustomOption>;
}

export function withLookups(raw: AuntOptions): CompanyAuntOptions {
  const skillOptions = raw.skills.flatMap((item) => item.options);
  return {
    ...raw,
    serviceTypeById: new Map(raw.serviceTypes.map((type) => [type.serviceTypeId, type])),
    skillById: new Map(skillOptions.map((option) => [option.skillOptionId, option])),
    labelById: new Map(raw.labels.map((label) => [label.labelOptionId, label])),
    certificateById: new Map(raw.certificates.map((option) => [option.customOptionId, option])),
  };
}

/** A list's tab settings as the settings page shows them: the tabs, their rules, each one's count now. */
export interface TabSettings {
  tabs: CustomTabField[];
  rules: CustomTabRule[];
  counts: Map<string, number>;
}

const all = ['company'] as const;
const catalogues = [...all, 'catalogues'] as const;

export const companyQueries = {
  all,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...all, 'list', ...name] as const,
  /** Every catalogue the company keeps (service types, skills, labels, options, fee names, pay styles). */
  catalogues,
  /** The whole team (/company/getUsers): owner choices, staff filters, seats. */
  users: () => queryOptions({ queryKey: [...all, 'users'], queryFn: ({ signal }) => getUsers({ signal, silent: true }) }),
  /** The aunt option sets (/company/getAuntOptions) with id lookups, shared by every aunt screen. */
  auntOptions: () =>
    queryOptions({ queryKey: [...catalogues, 'auntOptions'], queryFn: ({ signal }) => getAuntOptions({}, { signal, silent: true }).then(withLookups) }),
  /** The fee names and pay styles (/company/getAddFinanceOptions). */
  financeOptions: () => queryOptions({ queryKey: [...catalogues, 'financeOptions'], queryFn: ({ signal }) => getAddFinanceOptions({ signal, silent: true }) }),
  /** A settings page's lists, with each entry's uses. */
  serviceTypes: () => queryOptions({ queryKey: [...catalogues, 'serviceTypes'], queryFn: ({ signal }) => getServiceType({ signal, silent: true }) }),
  skills: () => queryOptions({ queryKey: [...catalogues, 'skills'], queryFn: ({ signal }) => getAuntSkillData({ signal, silent: true }) }),
  labels: () => queryOptions({ queryKey: [...catalogues, 'labels'], queryFn: ({ signal }) => getAuntLabelData({ signal, silent: true }) }),
  customOptions: (field: Parameters<typeof getAuntCustomOptions>[0]['field']) =>
    queryOptions({ queryKey: [...catalogues, 'customOptions', field], queryFn: ({ signal }) => getAuntCustomOptions({ field }, { signal, silent: true }) }),
  /** A form's custom fields (/company/getCustomFormField), removed ones included (isDeleted 1). */
  customFormFields: (formName: CustomFormName) =>
    queryOptions({ queryKey: [...all, 'customFormFields', formName], queryFn: ({ signal }) => getCustomFormField({ formName }, { signal, silent: true }) }),
  /** The company's default column layout of a list (/company/getCustomTableField; [] = none). */
  tableLayout: (tableType: CustomTableType) =>
    queryOptions({ queryKey: [...all, 'tableLayout', tableType], queryFn: ({ signal }) => getCustomTableField({ tableType }, { signal, silent: true }) }),
  /** The company's roles (/company/getRole). */
  roles: () => queryOptions({ queryKey: [...all, 'roles'], queryFn: ({ signal }) => getRole({ signal, silent: true }) }),
  /** The department tree (/company/getDepartment). */
  departments: () => queryOptions({ queryKey: [...all, 'departments'], queryFn: ({ signal }) => getDepartment({ signal, silent: true }) }),
  /** The mini-program settings (/company/getCompanyMp). */
  mp: () => queryOptions({ queryKey: [...all, 'mp'], queryFn: ({ signal }) => getCompanyMp({}, { signal, silent: true }) }),
  /** The watermark setting (/company/watermark/get, ours). */
  watermark: () => queryOptions({ queryKey: [...all, 'watermark'], queryFn: ({ signal }) => getWatermark({ signal, silent: true }) }),
  /** The company's totals for a date filter (/company/getCompanyTotal). */
  total: (filter: Parameters<typeof getCompanyTotal>[0]) =>
    queryOptions({ queryKey: [...all, 'total', filter], queryFn: ({ signal }) => getCompanyTotal(filter, { signal, silent: true }) }),
  /** A staff ranking (/company/getRankData). */
  rank: (query: Parameters<typeof getRankData>[0]) =>
    queryOptions({ queryKey: [...all, 'rank', query], queryFn: ({ signal }) => getRankData(query, { signal, silent: true }) }),
  /** The staff achievements of a month (/company/getAchievementData). */
  achievementData: (month: string) =>
    queryOptions({ queryKey: [...all, 'achievementData', month], queryFn: ({ signal }) => getAchievementData({ month }, { signal, silent: true }) }),
  /** The tab settings of the aunt or order list (three calls together); names in the UI language. */
  tabSettings: (tabType: 'aunt' | 'order', language: string) =>
    queryOptions({
      queryKey: [...all, 'tabSettings', tabType, language],
      queryFn: async ({ signal }): Promise<TabSettings> => {
        const [tabs, rules, counts] = await Promise.all([
          getCustomTabField({ tabType }, { signal, silent: true }),
          getCustomTabRule({ tabType }, { signal, silent: true }),
          getCustomTabData({ tabType }, { signal, silent: true }),
        ]);
        return { tabs, rules, counts: new Map(counts.map((item) => [item.tabKey, item.count])) };
      },
    }),
  /** Every page a role may be given (/company/getPages), every permission (/company/getAllPermissions), the user's own (/company/getPermissions). */
  pages: () => queryOptions({ queryKey: [...all, 'pages'], queryFn: ({ signal }) => getPages({ signal, silent: true }) }),
  allPermissions: () => queryOptions({ queryKey: [...all, 'allPermissions'], queryFn: ({ signal }) => getAllPermissions({ signal, silent: true }) }),
  ownPermissions: () => queryOptions({ queryKey: [...all, 'ownPermissions'], queryFn: ({ signal }) => getPermissions({ signal, silent: true }) }),
};
