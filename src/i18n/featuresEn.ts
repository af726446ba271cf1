/** The feature texts (./features) in English: part of the English pack (i18n/index loadLanguagePack). */
import { menuLabels } from './menu';
import enLayout from './en/layout.json';
import enTags from './en/tags.json';
import enSettings from './en/settings.json';
import enCity from './en/city.json';
import enRoute from './en/route.json';
import enCodes from './en/codes.json';
import enAunt from './en/aunt.json';
import enDashboard from './en/dashboard.json';
import enDateFilter from './en/dateFilter.json';
import enTime from './en/time.json';

export const featureTextsEn = {
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
  menu: menuLabels.en,
};
