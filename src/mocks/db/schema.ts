/**
 * The mock backend's in-memory tables: their list, order and id counters. The row types are in
 * the schema*.ts files beside (companies and their staff: schemaCompany.ts), re-exported here.
 * Rows are plain JSON (no Dates, no Maps) so the whole database can be snapshotted to a file and
 * restored as is.
 * Times are ISO strings; ids are numbers handed out by per-table counters that only grow,
 * so an id is never reused after a delete.
 */
import { AUNT_TABLE_NAMES, emptyAuntTables, type AuntTables } from './schemaAunts';
import { CATALOGUE_TABLE_NAMES, emptyCatalogueTables, type CatalogueTables } from './schemaCatalogues';
import { CHAT_TABLE_NAMES, emptyChatTables, type ChatTables } from './schemaChat';
import { CONSENT_TABLE_NAMES, emptyConsentTables, type ConsentTables } from './schemaConsent';
import { CUSTOM_TABLE_NAMES, emptyCustomTables, type CustomTables } from './schemaCustom';
import type { CompanyTables } from './schemaCompany';
import { COMPANY_APP_TABLE_NAMES, emptyCompanyAppTables, type CompanyAppTables } from './schemaCompanyApp';
import { EMPLOYER_TABLE_NAMES, emptyEmployerTables, type EmployerTables } from './schemaEmployers';
import { FINANCE_TABLE_NAMES, emptyFinanceTables, type FinanceTables } from './schemaFinance';
import { INSURANCE_TABLE_NAMES, emptyInsuranceTables, type InsuranceTables } from './schemaInsurance';
import { JOB_MSG_TABLE_NAMES, emptyJobMsgTables, type JobMsgTables } from './schemaJobMsg';
import { OFFICE_TABLE_NAMES, emptyOfficeTables, type OfficeTables } from './schemaOffice';
import { PRIVACY_TABLE_NAMES, emptyPrivacyTables, type PrivacyTables } from './schemaPrivacy';
import { NOTICE_TABLE_NAMES, emptyNoticeTables, type NoticeTables } from './schemaNotices';
import { UNITED_TABLE_NAMES, emptyUnitedTables, type UnitedTables } from './schemaUnited';
import { PERSONAL_TABLE_NAMES, emptyPersonalTables, type PersonalTables } from './schemaPersonal';

export * from './schemaAunts';
export * from './schemaCatalogues';
export * from './schemaChat';
export * from './schemaConsent';
export * from './schemaCustom';
export * from './schemaCompany';
export * from './schemaCompanyApp';
export * from './schemaEmployers';
export * from './schemaFinance';
export * from './schemaInsurance';
export * from './schemaJobMsg';
export * from './schemaOffice';
export * from './schemaPrivacy';
export * from './schemaNotices';
export * from './schemaUnited';
export * from './schemaPersonal';

/**
 * Bump when a table is added or a row shape changes, and add the step from the old version to
 * persist/migrate/ (a file per step); a data file of an older version is migrated when it loads.
 */
export const DB_VERSION = 25;

/** The tables (CompanyTables first keeps the generated schema's order: it lists the bases last to first). */
export interface MockTables
  extends
    CompanyTables,
    AuntTables,
    EmployerTables,
    UnitedTables,
    JobMsgTables,
    ChatTables,
    FinanceTables,
    InsuranceTables,
    OfficeTables,
    CatalogueTables,
    CustomTables,
    CompanyAppTables,
    PersonalTables,
    ConsentTables,
    PrivacyTables,
    NoticeTables {}

export type TableName = keyof MockTables;

/** Tables keyed otherwise (tokens, mobile numbers): no id counter. */
type UncountedTable =
  'sessions' | 'smsCodes' | 'chatSessions' | 'fundAccounts' | 'noticePrefs' | (typeof CUSTOM_TABLE_NAMES)[number] | (typeof PERSONAL_TABLE_NAMES)[number];

/** Tables whose rows get numeric ids from a counter. */
export type CountedTable = Exclude<TableName, UncountedTable>;

export const TABLE_NAMES: readonly TableName[] = [
  'companies',
  'departments',
  'pages',
  'permissions',
  'roles',
  'users',
  'loginLogs',
  'sessions',
  'smsCodes',
  'files',
  'solutionOrders',
  ...AUNT_TABLE_NAMES,
  ...EMPLOYER_TABLE_NAMES,
  ...UNITED_TABLE_NAMES,
  ...JOB_MSG_TABLE_NAMES,
  ...CHAT_TABLE_NAMES,
  ...FINANCE_TABLE_NAMES,
  ...INSURANCE_TABLE_NAMES,
  ...OFFICE_TABLE_NAMES,
  // Last: tables are kept in the order their data version brought them (an upgraded file matches a fresh seed byte for byte).
  'userTasks',
  ...CATALOGUE_TABLE_NAMES,
  ...CUSTOM_TABLE_NAMES,
  ...COMPANY_APP_TABLE_NAMES,
  ...PERSONAL_TABLE_NAMES,
  ...CONSENT_TABLE_NAMES,
  ...PRIVACY_TABLE_NAMES,
  ...NOTICE_TABLE_NAMES,
];

const UNCOUNTED: ReadonlySet<TableName> = new Set<UncountedTable>([
  'sessions',
  'smsCodes',
  'chatSessions',
  'fundAccounts',
  'noticePrefs',
  ...CUSTOM_TABLE_NAMES,
  ...PERSONAL_TABLE_NAMES,
]);

export const COUNTED_TABLES: readonly CountedTable[] = TABLE_NAMES.filter((name): name is CountedTable => !UNCOUNTED.has(name));

export interface MockDb extends MockTables {
  version: number;
  /** Last id handed out per table. */
  counters: Record<CountedTable, number>;
}

export function emptyDb(): MockDb {
  const counters = Object.fromEntries(COUNTED_TABLES.map((name) => [name, 0])) as Record<CountedTable, number>;
  return {
    version: DB_VERSION,
    counters,
    companies: [],
    departments: [],
    pages: [],
    permissions: [],
    roles: [],
    users: [],
    loginLogs: [],
    sessions: [],
    smsCodes: [],
    files: [],
    solutionOrders: [],
    ...emptyAuntTables(),
    ...emptyEmployerTables(),
    ...emptyUnitedTables(),
    ...emptyJobMsgTables(),
    ...emptyChatTables(),
    ...emptyFinanceTables(),
    ...emptyInsuranceTables(),
    ...emptyOfficeTables(),
    userTasks: [],
    ...emptyCatalogueTables(),
    ...emptyCustomTables(),
    ...emptyCompanyAppTables(),
    ...emptyPersonalTables(),
    ...emptyConsentTables(),
    ...emptyPrivacyTables(),
    ...emptyNoticeTables(),
  };
}

/** Hands out the next id of a table (never reused, even after deletes). */
export function allocateId(db: MockDb, table: CountedTable): number {
  db.counters[table] += 1;
  return db.counters[table];
}
