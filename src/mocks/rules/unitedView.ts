/**
 * Hall rows -> what the client reads (UnitedAunt, UnitedJob, UnitedMappingAunt): what a partner
 * may see. No identity number, address or WeChat; the mobile masked; a job's district only;
 * another agency's aunt only as far as her sharing authorisation goes (photo, contact).
 * Service type ids are the caller's company's, mapped by name. `united_mapping_aunts`: every
 * merge of the record for its owner, only the caller's own for anyone else.
 */
import type { UnitedAunt, UnitedJob, UnitedMappingAunt } from '@/api/united.types';
import { getDb, type AuntRow, type EmployerRow, type JobRow, type MockDb, type UnitedAuntRow, type UnitedJobRow, type UnitedMappingRow } from '../db';
import { regionName } from './employerLabels';
import { ageOf, maskMobile } from './auntView';
import { partnerScope } from './auntConsent';
import { readinessFactsOf } from './readinessFacts';

/** What the views of one request need, read once. */
export interface ViewScope {
  db: MockDb;
  companyId: number;
  userId: number;
  favAunts: Set<number>;
  favJobs: Set<number>;
  /** The caller's service type ids by name. */
  typeByName: Map<string, number>;
  typeNames: Map<number, string>;
  companyNames: Map<number, string>;
  users: Map<number, { contact: string; avatarUrl: string }>;
  aunts: Map<number, AuntRow>;
  jobs: Map<number, JobRow>;
  employers: Map<number, EmployerRow>;
}

export function viewScope(companyId: number, userId: number): ViewScope {
  const db = getDb();
  const mine = (kind: 'aunt' | 'job') =>
    new Set(db.unitedFavs.filter((row) => row.userId === userId && row.kind === kind).map((row) => (kind === 'aunt' ? row.unitedAuntId : row.unitedJobId)));
  const own = db.serviceTypes.filter((row) => row.companyId === companyId);
  return {
    db,
    companyId,
    userId,
    favAunts: mine('aunt'),
    favJobs: mine('job'),
    typeByName: new Map(own.map((row) => [row.serviceTypeName, row.serviceTypeId])),
    typeNames: new Map(db.serviceTypes.map((row) => [row.serviceTypeId, row.serviceTypeName])),
    companyNames: new Map(db.companies.map((row) => [row.companyId, row.companyName])),
    users: new Map(db.users.map((row) => [row.userId, { contact: row.contact, avatarUrl: row.avatarUrl }])),
    aunts: new Map(db.aunts.map((row) => [row.auntId, row])),
    jobs: new Map(db.jobs.map((row) => [row.jobId, row])),
    employers: new Map(db.employers.map((row) => [row.employerId, row])),
  };
}

/** Service type ids of another company as the caller's ids of the same names (unknown names left out). */
export function callerTypes(scope: ViewScope, ids: readonly number[]): number[] {
  return ids.map((id) => scope.typeByName.get(scope.typeNames.get(id) ?? '')).filter((id): id is number => id !== undefined);
}

function hallCity(scope: ViewScope, row: UnitedMappingRow): number {
  const hall =
    row.kind === 'aunt'
      ? scope.db.unitedAunts.find((candidate) => candidate.unitedAuntId === row.unitedAuntId)
      : scope.db.unitedJobs.find((candidate) => candidate.unitedJobId === row.unitedJobId);
  return hall?.cityId ?? 0;
}

export function toMapping(scope: ViewScope, row: UnitedMappingRow): UnitedMappingAunt {
  const aunt = scope.aunts.get(row.auntId);
  const job = row.kind === 'job' ? scope.jobs.get(scope.db.unitedJobs.find((hall) => hall.unitedJobId === row.unitedJobId)?.jobId ?? 0) : undefined;
  const cityId = hallCity(scope, row);
  const client = scope.users.get(row.teacherUserId);
  return {
    ...row,
    auntName: aunt?.auntName ?? '',
    auntHeadUrl: aunt?.portrait?.filePath ?? '',
    jobTitle: job?.title ?? '',
    companyName: scope.companyNames.get(row.companyId) ?? '',
    client_user: { contact: client?.contact ?? '', avatarUrl: client?.avatarUrl ?? '' },
    ownerCompanyName: scope.companyNames.get(row.ownerCompanyId) ?? '',
    cityId,
    cityName: cityId ? regionName(cityId) : '',
  };
}

/** The merges of a hall record the caller may see, newest first. */
function mappingsOf(scope: ViewScope, ownerCompanyId: number, hit: (row: UnitedMappingRow) => boolean): UnitedMappingAunt[] {
  const owner = ownerCompanyId === scope.companyId;
  return scope.db.unitedMappings
    .filter((row) => hit(row) && (owner || row.companyId === scope.companyId))
    .sort((a, b) => b.mappingAuntId - a.mappingAuntId)
    .map((row) => toMapping(scope, row));
}

export function toUnitedAunt(scope: ViewScope, row: UnitedAuntRow): UnitedAunt {
  const full = toFullUnitedAunt(scope, row);
  if (full.isOwn === 1) return full;
  // Another agency's aunt: only what her authorisation covers (rules/auntConsent.ts).
  const consentScope = partnerScope(scope.db, row.auntId);
  return {
    ...full,
    auntHeadUrl: consentScope.includes('photo') ? full.auntHeadUrl : '',
    mobile: consentScope.includes('contact') ? full.mobile : '',
    consentScope,
  };
}

function toFullUnitedAunt(scope: ViewScope, row: UnitedAuntRow): UnitedAunt {
  const aunt = scope.aunts.get(row.auntId);
  const teacher = scope.users.get(row.teacherUserId);
  return {
    unitedAuntId: row.unitedAuntId,
    auntId: row.auntId,
    companyId: row.companyId,
    companyName: scope.companyNames.get(row.companyId) ?? '',
    teacherUserId: row.teacherUserId,
    teacherName: teacher?.contact ?? '',
    auntName: aunt?.auntName ?? '',
    auntHeadUrl: aunt?.portrait?.filePath ?? '',
    mobile: maskMobile(aunt?.mobile ?? ''),
    gender: aunt?.gender ?? 0,
    age: (aunt?.birthDate ? ageOf(aunt.birthDate, new Date()) : aunt?.age) ?? 0,
    nativePlace: aunt?.nativePlace ?? '',
    workYears: aunt?.experienceYears ?? 0,
    workStatus: aunt?.workStatus ?? 1,
    serviceTypes: callerTypes(scope, aunt?.serviceTypes ?? []),
    expectedSalary: aunt?.expectedSalary ?? 0,
    cityId: row.cityId,
    cityName: regionName(row.cityId),
    introduction: aunt?.introduction ?? '',
    isOnShelf: row.isOnShelf,
    isOwn: row.companyId === scope.companyId ? 1 : 0,
    isFav: scope.favAunts.has(row.unitedAuntId) ? 1 : 0,
    ...(aunt && { readiness: readinessFactsOf(scope.db, aunt) }),
    united_mapping_aunts: mappingsOf(scope, row.companyId, (mapping) => mapping.unitedAuntId === row.unitedAuntId),
    createdTime: row.createdTime,
    updatedTime: row.updatedTime,
  };
}

export function toUnitedJob(scope: ViewScope, row: UnitedJobRow): UnitedJob {
  const job = scope.jobs.get(row.jobId);
  const employer = job ? scope.employers.get(job.employerId) : undefined;
  const teacher = scope.users.get(row.teacherUserId);
  return {
    unitedJobId: row.unitedJobId,
    jobId: row.jobId,
    companyId: row.companyId,
    companyName: scope.companyNames.get(row.companyId) ?? '',
    teacherUserId: row.teacherUserId,
    teacherName: teacher?.contact ?? '',
    title: job?.title ?? '',
    serviceType: callerTypes(scope, job ? [job.serviceType] : [])[0] ?? 0,
    salaryMin: job?.salaryMin ?? 0,
    salaryMax: job?.salaryMax ?? 0,
    schedule: job?.schedule ?? 1,
    workHours: job?.workHours ?? '',
    restDays: job?.restDays ?? 0,
    cityId: row.cityId,
    cityName: regionName(row.cityId),
    district: job?.district || employer?.district || '',
    requirements: job?.requirements ?? '',
    isOnShelf: row.isOnShelf,
    isOwn: row.companyId === scope.companyId ? 1 : 0,
    isFav: scope.favJobs.has(row.unitedJobId) ? 1 : 0,
    united_mapping_aunts: mappingsOf(scope, row.companyId, (mapping) => mapping.unitedJobId === row.unitedJobId),
    createdTime: row.createdTime,
    updatedTime: row.updatedTime,
  };
}
