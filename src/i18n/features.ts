/**
 * Feature texts: one JSON file per namespace and language (so features can add strings without
 * touching each other's files), plus the menu labels under `menu.*`. They are registered when
 * this module is imported, by the layout and the public pages, so /login does not carry them.
 * Add a namespace here in both languages.
 */
import { i18n } from './index';
import { menuLabels } from './menu';
import zhLayout from './zh/layout.json';
import enLayout from './en/layout.json';
import zhTags from './zh/tags.json';
import enTags from './en/tags.json';
import zhSettings from './zh/settings.json';
import enSettings from './en/settings.json';
import zhCity from './zh/city.json';
import enCity from './en/city.json';
import zhRoute from './zh/route.json';
import enRoute from './en/route.json';
import zhCodes from './zh/codes.json';
import enCodes from './en/codes.json';
import zhAunt from './zh/aunt.json';
import enAunt from './en/aunt.json';
import zhDashboard from './zh/dashboard.json';
import enDashboard from './en/dashboard.json';
import zhDateFilter from './zh/dateFilter.json';
import enDateFilter from './en/dateFilter.json';
import zhProfile from './zh/profile.json';
import enProfile from './en/profile.json';
import zhPublicPages from './zh/publicPages.json';
import enPublicPages from './en/publicPages.json';
import zhSolution from './zh/solution.json';
import enSolution from './en/solution.json';
import zhTime from './zh/time.json';
import enTime from './en/time.json';
import zhUpload from './zh/upload.json';
import enUpload from './en/upload.json';
import zhTable from './zh/table.json';
import enTable from './en/table.json';
import zhAuntList from './zh/auntList.json';
import enAuntList from './en/auntList.json';
import zhAuntForm from './zh/auntForm.json';
import enAuntForm from './en/auntForm.json';
import zhAuntDetail from './zh/auntDetail.json';
import enAuntDetail from './en/auntDetail.json';
import zhResume from './zh/resume.json';
import enResume from './en/resume.json';

const namespaces = {
  zh: {
    codes: zhCodes,
    aunt: zhAunt,
    layout: zhLayout,
    tags: zhTags,
    settings: zhSettings,
    city: zhCity,
    route: zhRoute,
    dashboard: zhDashboard,
    dateFilter: zhDateFilter,
    profile: zhProfile,
    publicPages: zhPublicPages,
    solution: zhSolution,
    time: zhTime,
    upload: zhUpload,
    table: zhTable,
    auntList: zhAuntList,
    auntForm: zhAuntForm,
    auntDetail: zhAuntDetail,
    resume: zhResume,
  },
  en: {
    codes: enCodes,
    aunt: enAunt,
    layout: enLayout,
    tags: enTags,
    settings: enSettings,
    city: enCity,
    route: enRoute,
    dashboard: enDashboard,
    dateFilter: enDateFilter,
    profile: enProfile,
    publicPages: enPublicPages,
    solution: enSolution,
    time: enTime,
    upload: enUpload,
    table: enTable,
    auntList: enAuntList,
    auntForm: enAuntForm,
    auntDetail: enAuntDetail,
    resume: enResume,
  },
};

/** Every feature text, by language. */
export const featureResources = {
  zh: { ...namespaces.zh, menu: menuLabels.zh },
  en: { ...namespaces.en, menu: menuLabels.en },
};

for (const language of ['zh', 'en'] as const) {
  i18n.addResourceBundle(language, 'translation', featureResources[language], true, true);
}
