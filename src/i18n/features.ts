/**
 * The shell's texts: one JSON file per namespace and language, plus the menu labels under
 * `menu.*`, registered when this module is imported (by the layout and the public pages), so
 * /login does not carry them. Texts of one page or component register with that module instead
 * (i18n/texts/<namespace>.ts), so each chunk carries only its own strings. Their English is
 * ./featuresEn, part of the English pack (i18n/index loadLanguagePack): a Chinese user never loads it.
 */
import { i18n } from './index';
import { menuLabelsZh } from './menuZh';
import zhLayout from './zh/layout.json';
import zhTags from './zh/tags.json';
import zhSettings from './zh/settings.json';
import zhCity from './zh/city.json';
import zhRoute from './zh/route.json';
import zhCodes from './zh/codes.json';
import zhAunt from './zh/aunt.json';
import zhDashboard from './zh/dashboard.json';
import zhDateFilter from './zh/dateFilter.json';
import zhTime from './zh/time.json';

/** Every feature text in Chinese (./featuresEn: the same keys in English). */
export const featureTextsZh = {
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
  menu: menuLabelsZh,
};

i18n.addResourceBundle('zh', 'translation', featureTextsZh, true, true);
