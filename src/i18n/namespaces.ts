/**
 * Feature namespaces of the texts: one JSON file per namespace and language, so features can
 * add strings without touching each other's files. Add a namespace here in both languages.
 */
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

export const namespaces = {
  zh: {
    dashboard: zhDashboard,
    dateFilter: zhDateFilter,
    profile: zhProfile,
    publicPages: zhPublicPages,
    solution: zhSolution,
    time: zhTime,
    upload: zhUpload,
  },
  en: {
    dashboard: enDashboard,
    dateFilter: enDateFilter,
    profile: enProfile,
    publicPages: enPublicPages,
    solution: enSolution,
    time: enTime,
    upload: enUpload,
  },
};
