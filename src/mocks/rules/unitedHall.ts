/**
 * The joint hall's shelves: putting an aunt or a job into the hall and taking it off, the city a
 * hall record is in, and who may read a hall record. Every function takes the database it
 * works on, so the seed plays the same rules the handlers enforce (seedUnited.ts).
 *
 * - An aunt's `isShared` is 1 exactly while she has an on-shelf hall row.
 * - Taking a record off (or its merge succeeding) cancels its open merges in the same write.
 */
import { BLACKLISTED, WORKING } from '@/domain/orderGraph';
import { OPEN_MERGE_STATUSES } from '@/domain/unitedGraph';
import type { UnitedCancelledBy } from '@/api/united.types';
import { COMPANY_CITY } from '../db/demoAccounts';
import { DEFAULT_REGION_ID, REGIONS } from '../db/regions';
import { allocateId, type AuntRow, type EmployerRow, type JobRow, type MockDb, type UnitedAuntRow, type UnitedJobRow, type UserRow } from '../db/schema';
import { conflict, type Msg } from '../core/errors';

export const HALL_AUNT_LABEL: Msg = { zh: '联盟阿姨', en: 'Hall aunt' };
export const HALL_JOB_LABEL: Msg = { zh: '联盟职位', en: 'Hall job' };
export const MAPPING_LABEL: Msg = { zh: '合单记录', en: 'Merge record' };

/** City names longest first, so '吉林市' is not taken for a '吉林省…' address. */
const CITY_NAMES = REGIONS.slice().sort((a, b) => b.region_name.length - a.region_name.length);

export function companyCity(companyId: number): number {
  return COMPANY_CITY[companyId] ?? DEFAULT_REGION_ID;
}

/** An aunt's city: the city her current address starts with, else her agency's. */
export function auntCity(aunt: Pick<AuntRow, 'currentAddress' | 'companyId'>): number {
  const address = aunt.currentAddress.trim();
  return CITY_NAMES.find((region) => address.startsWith(region.region_name))?.region_id ?? companyCity(aunt.companyId);
}

/** A job's city: its own, else its employer's, else its agency's. */
export function jobCity(job: JobRow, employer: EmployerRow | undefined): number {
  return job.cityId || employer?.cityId || companyCity(job.companyId);
}

const WHY_NOT_SHARED: Record<number, Msg> = {
  [WORKING]: { zh: '该阿姨工作中，不能共享到联盟大厅', en: 'She is working: a working aunt cannot be shared to the hall' },
  [BLACKLISTED]: { zh: '该阿姨在黑名单中，不能共享到联盟大厅', en: 'She is blacklisted: a blacklisted aunt cannot be shared to the hall' },
};

/** 40901 when the aunt may not go into the hall (working, blacklisted, no authorisation on file, already there). */
export function checkShareAunt(db: MockDb, aunt: AuntRow): void {
  const why = WHY_NOT_SHARED[aunt.workStatus];
  if (why) throw conflict(why);
  // PIPL art. 23: her separate consent (rules/auntConsent.ts) before another agency sees her. An
  // upgrade step older than data version 19 runs this on a file without the table (18 -> 19 fills it).
  const consents = db.auntConsents as MockDb['auntConsents'] | undefined;
  if (consents && !consents.some((row) => row.auntId === aunt.auntId && row.status === 'onFile')) {
    throw conflict({ zh: '该阿姨没有有效的信息共享授权，请先登记授权', en: 'She has no sharing authorisation on file: record it first' });
  }
  if (db.unitedAunts.some((row) => row.auntId === aunt.auntId && row.isOnShelf === 1)) {
    throw conflict({ zh: '该阿姨已在联盟大厅中', en: 'She is already in the joint hall' });
  }
}

/** Puts a checked aunt into the hall (her old row back on the shelf, or a new one); isShared 1. */
export function shareAunt(db: MockDb, aunt: AuntRow, user: UserRow, time: string): UnitedAuntRow {
  checkShareAunt(db, aunt);
  let row = db.unitedAunts.find((candidate) => candidate.auntId === aunt.auntId);
  if (row) {
    Object.assign(row, { isOnShelf: 1, teacherUserId: user.userId, cityId: auntCity(aunt), updatedTime: time });
  } else {
    row = {
      unitedAuntId: allocateId(db, 'unitedAunts'),
      companyId: aunt.companyId,
      auntId: aunt.auntId,
      teacherUserId: user.userId,
      cityId: auntCity(aunt),
      isOnShelf: 1,
      createdTime: time,
      updatedTime: time,
    };
    db.unitedAunts.push(row);
  }
  aunt.isShared = 1;
  return row;
}

/** 40901 when the job may not go into the hall (disabled, already there). */
export function checkShareJob(db: MockDb, job: JobRow): void {
  if (job.isDisabled === 1) throw conflict({ zh: '该职位已停用，不能共享到联盟大厅', en: 'The job is disabled: it cannot be shared to the hall' });
  if (db.unitedJobs.some((row) => row.jobId === job.jobId && row.isOnShelf === 1)) {
    throw conflict({ zh: '该职位已在联盟大厅中', en: 'The job is already in the joint hall' });
  }
}

export function shareJob(db: MockDb, job: JobRow, employer: EmployerRow | undefined, user: UserRow, time: string): UnitedJobRow {
  checkShareJob(db, job);
  let row = db.unitedJobs.find((candidate) => candidate.jobId === job.jobId);
  if (row) {
    Object.assign(row, { isOnShelf: 1, teacherUserId: user.userId, cityId: jobCity(job, employer), updatedTime: time });
  } else {
    row = {
      unitedJobId: allocateId(db, 'unitedJobs'),
      companyId: job.companyId,
      jobId: job.jobId,
      teacherUserId: user.userId,
      cityId: jobCity(job, employer),
      isOnShelf: 1,
      createdTime: time,
      updatedTime: time,
    };
    db.unitedJobs.push(row);
  }
  return row;
}

/** Cancels the open merges of one hall record (all of them but `except`), as `by`. */
export function cancelOpenMerges(db: MockDb, match: { unitedAuntId: number } | { unitedJobId: number }, by: UnitedCancelledBy, time: string, except = 0): void {
  const hit =
    'unitedAuntId' in match
      ? (row: { unitedAuntId: number }) => row.unitedAuntId === match.unitedAuntId
      : (row: { unitedJobId: number }) => row.unitedJobId === match.unitedJobId;
  for (const row of db.unitedMappings) {
    if (row.mappingAuntId !== except && hit(row) && OPEN_MERGE_STATUSES.includes(row.status))
      Object.assign(row, { status: 3, cancelledBy: by, updatedTime: time });
  }
}

/** Off the shelf: isShared 0 and its open merges cancelled as `by` (`except` kept: the one that succeeded). */
export function takeOffAunt(db: MockDb, row: UnitedAuntRow, by: UnitedCancelledBy, time: string, except = 0): void {
  row.isOnShelf = 0;
  row.updatedTime = time;
  const aunt = db.aunts.find((candidate) => candidate.auntId === row.auntId);
  if (aunt) aunt.isShared = 0;
  cancelOpenMerges(db, { unitedAuntId: row.unitedAuntId }, by, time, except);
}

export function takeOffJob(db: MockDb, row: UnitedJobRow, by: UnitedCancelledBy, time: string, except = 0): void {
  row.isOnShelf = 0;
  row.updatedTime = time;
  cancelOpenMerges(db, { unitedJobId: row.unitedJobId }, by, time, except);
}

/** Readable by `companyId`: on the shelf, its own, or it has a merge record with it. */
export function mayReadHallRecord(db: MockDb, companyId: number, row: UnitedAuntRow | UnitedJobRow): boolean {
  if (row.isOnShelf === 1 || row.companyId === companyId) return true;
  return 'unitedAuntId' in row
    ? db.unitedMappings.some((mapping) => mapping.unitedAuntId === row.unitedAuntId && mapping.companyId === companyId)
    : db.unitedMappings.some((mapping) => mapping.unitedJobId === row.unitedJobId && mapping.companyId === companyId);
}

/** Takes an aunt's hall row off when she leaves (deleted): her open merges cancelled as taken off. */
export function takeOffAuntOf(db: MockDb, auntId: number, time: string): void {
  const row = db.unitedAunts.find((candidate) => candidate.auntId === auntId && candidate.isOnShelf === 1);
  if (row) takeOffAunt(db, row, 'takenOff', time);
}

/** The same for jobs that are disabled, deleted, or whose employer goes to the recycle bin. */
export function takeOffJobsOf(db: MockDb, jobIds: readonly number[], time: string): void {
  for (const row of db.unitedJobs) if (row.isOnShelf === 1 && jobIds.includes(row.jobId)) takeOffJob(db, row, 'takenOff', time);
}
