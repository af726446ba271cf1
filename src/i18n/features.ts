/**
 * The shell's texts: one JSON file per namespace and language, plus the menu labels under
 * `menu.*`, registered when this module is imported (by the layout and the public pages), so
 * /login does not carry them. Texts of one page or component register with that module instead
 * (i18n/texts/<namespace>.ts), so each chunk carries only its own strings.
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
import zhTime from './zh/time.json';
import enTime from './en/time.json';

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
    time: zhTime,
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
    time: enTime,
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
