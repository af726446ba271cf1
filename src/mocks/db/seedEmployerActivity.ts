/**
 * What happened to the seeded employers after they were entered: follow-ups (0-6 each, the
 * latest one often planning a next contact that is due today, overdue or ahead), transfers to
 * the current owner (~5%, each with its type-6 follow-up) and job openings (about one per three
 * employers). Rows are collected, then stored oldest first so ids grow with time.
 */
import { TRANSFER_FOLLOW_UP_TYPE } from '@/domain/employerCodes';
import type { FollowUpType, JobSchedule } from '@/api/employer.types';
import type { Random } from './random';
import { allocateId, type EmployerFollowUpRow, type EmployerRow, type EmployerTransferRow, type JobRow, type MockDb, type UserRow } from './schema';
import { seedDay } from './seedEmployerPerson';
import { FOLLOW_UP_CONTENTS, JOB_FOCUS, TRANSFER_REASONS, WORK_HOURS } from './seedEmployerData';
import { weightedPicker } from './seedPick';
import { SEED_NOW, isoAt } from './seedTime';

const MINUTE = 60_000;
const DAY = 1440;

/** A generated employer before the activity: its row, when it was created and its service type's name. */
export interface EmployerDraft {
  row: EmployerRow;
  /** Minutes before the seed clock. */
  createdAgo: number;
  typeName: string;
}

/** The enabled staff of a company and its administrator. */
export interface SeedStaff {
  staff: readonly UserRow[];
  admin: UserRow | undefined;
}

type Timed<T> = { ago: number; row: T };

const pickType = weightedPicker<FollowUpType>([
  [1, 45],
  [2, 30],
  [3, 8],
  [4, 10],
  [5, 7],
]);
const FOLLOW_UP_COUNTS: Readonly<Record<number, readonly [number, number]>> = { 1: [0, 3], 2: [1, 6], 3: [2, 6], 4: [1, 4] };
const JOB_CHANCE: Readonly<Record<number, number>> = { 1: 0.25, 2: 0.5, 3: 0.45, 4: 0.1 };

/** n distinct minute offsets in (0, before), oldest first. */
function timesBefore(random: Random, before: number, n: number): number[] {
  const times = new Set<number>();
  while (times.size < Math.min(n, before - 1)) times.add(random.int(1, before - 1));
  return [...times].sort((a, b) => b - a);
}

/** The latest follow-up's next contact: due today, overdue or ahead, never before the day after it was written. */
function nextContact(random: Random, ago: number): string {
  const roll = random.next();
  const offset = roll < 0.2 ? 0 : roll < 0.5 ? -random.int(1, 10) : random.int(1, 14);
  const earliest = seedDay(SEED_NOW - ago * MINUTE + DAY * MINUTE);
  const wanted = seedDay(SEED_NOW + offset * DAY * MINUTE);
  return wanted < earliest ? earliest : wanted;
}

function followUpRow(draft: EmployerDraft, type: FollowUpType, content: string, nextTime: string | null, userId: number, ago: number): EmployerFollowUpRow {
  return { followUpId: 0, companyId: draft.row.companyId, employerId: draft.row.employerId, type, content, nextTime, userId, createdTime: isoAt(-ago) };
}

function scheduleFor(random: Random, typeName: string, liveIn: number): JobSchedule {
  if (typeName === '钟点工' || typeName === '保洁') return 3;
  if (typeName === '护工') return random.pick([1, 4] as const);
  if (liveIn === 1 || typeName === '月嫂' || typeName === '住家保姆') return 1;
  return liveIn === 0 ? 2 : random.pick([1, 2] as const);
}

function jobRow(random: Random, draft: EmployerDraft, ago: number): JobRow {
  const { row, typeName } = draft;
  const schedule = scheduleFor(random, typeName, row.liveIn);
  const base = row.limitMoney > 0 ? row.limitMoney : random.int(10, 24) * 500;
  const salaryMin = Math.max(2000, base - random.int(0, 2) * 500);
  const updatedAgo = random.chance(0.3) ? random.int(0, ago) : ago;
  return {
    jobId: 0,
    companyId: row.companyId,
    employerId: row.employerId,
    title: `${row.district} ${typeName} ${random.pick(JOB_FOCUS[typeName] ?? ['家政服务'])}`,
    serviceType: row.serviceType,
    cityId: row.cityId,
    district: row.district,
    address: row.address,
    salaryMin,
    salaryMax: salaryMin + random.int(1, 4) * 500,
    schedule,
    workHours: random.pick(WORK_HOURS[schedule] ?? ['']),
    restDays: schedule === 1 ? random.int(2, 4) : random.int(4, 8),
    requirements: row.requirements,
    isTop: random.chance(0.05) ? 1 : 0,
    isDisabled: random.chance(0.08) ? 1 : 0,
    userId: row.userId,
    createdTime: isoAt(-ago),
    updatedTime: isoAt(-updatedAgo),
  };
}

interface Collected {
  followUps: Timed<EmployerFollowUpRow>[];
  transfers: Timed<EmployerTransferRow>[];
  jobs: Timed<JobRow>[];
}

/** Follow-ups and maybe a transfer of one employer; returns the minutes since his latest activity. */
function seedHistory(random: Random, draft: EmployerDraft, people: SeedStaff, out: Collected): number {
  const { row, createdAgo } = draft;
  const owner = people.staff.find((user) => user.userId === row.userId);
  const others = people.staff.filter((user) => user.userId !== row.userId);
  const transferred = owner !== undefined && others.length > 0 && createdAgo > 2 && random.chance(0.07);
  const transferAgo = transferred ? random.int(1, createdAgo - 1) : -1;
  const previous = transferred ? random.pick(others) : undefined;
  const [low, high] = FOLLOW_UP_COUNTS[row.status] ?? [0, 3];
  const times = createdAgo < 30 ? [] : timesBefore(random, createdAgo, random.int(low, high));
  times.forEach((ago, index) => {
    const writer = previous && ago > transferAgo ? previous : (owner ?? people.admin);
    const type = pickType(random);
    const latest = index === times.length - 1;
    const nextTime = latest
      ? row.status !== 4 && random.chance(0.75)
        ? nextContact(random, ago)
        : null
      : random.chance(0.35)
        ? seedDay(SEED_NOW - (ago - random.int(1, 7) * DAY) * MINUTE)
        : null;
    out.followUps.push({ ago, row: followUpRow(draft, type, random.pick(FOLLOW_UP_CONTENTS[type] ?? ['']), nextTime, writer?.userId ?? 0, ago) });
  });
  if (previous && owner) {
    const reason = random.pick(TRANSFER_REASONS);
    const operator = random.chance(0.6) ? (people.admin ?? previous) : previous;
    out.transfers.push({
      ago: transferAgo,
      row: {
        transferId: 0,
        companyId: row.companyId,
        employerId: row.employerId,
        fromUserId: previous.userId,
        toUserId: owner.userId,
        reason,
        operatorId: operator.userId,
        createdTime: isoAt(-transferAgo),
      },
    });
    const content = `${previous.contact} → ${owner.contact}：${reason}`;
    out.followUps.push({ ago: transferAgo, row: followUpRow(draft, TRANSFER_FOLLOW_UP_TYPE, content, null, operator.userId, transferAgo) });
  }
  return Math.min(createdAgo, ...times, ...(transferred ? [transferAgo] : []));
}

/** Oldest first (ties: by employer), then ids in that order. */
function stored<T>(rows: Timed<T>[], assign: (row: T) => void): T[] {
  return rows
    .sort((a, b) => b.ago - a.ago)
    .map(({ row }) => {
      assign(row);
      return row;
    });
}

/** Adds follow-ups, transfers and jobs for the drafts (in their order) and sets each employer's updatedTime. */
export function seedEmployerActivity(db: MockDb, random: Random, drafts: readonly EmployerDraft[], staffOf: (companyId: number) => SeedStaff): void {
  const out: Collected = { followUps: [], transfers: [], jobs: [] };
  for (const draft of drafts) {
    const latestAgo = seedHistory(random, draft, staffOf(draft.row.companyId), out);
    const editedAgo = latestAgo > 1 && random.chance(0.2) ? random.int(1, latestAgo - 1) : latestAgo;
    draft.row.updatedTime = isoAt(-editedAgo);
    // An employer who has not said which service he wants has no opening yet.
    if (draft.row.serviceType !== 0 && draft.createdAgo > 2 && random.chance(JOB_CHANCE[draft.row.status] ?? 0.3)) {
      const jobs = random.chance(0.1) ? 2 : 1;
      for (let i = 0; i < jobs; i += 1) {
        const ago = random.int(1, draft.createdAgo - 1);
        out.jobs.push({ ago, row: jobRow(random, draft, ago) });
      }
    }
  }
  db.employerFollowUps.push(...stored(out.followUps, (row) => (row.followUpId = allocateId(db, 'employerFollowUps'))));
  db.employerTransfers.push(...stored(out.transfers, (row) => (row.transferId = allocateId(db, 'employerTransfers'))));
  db.jobs.push(...stored(out.jobs, (row) => (row.jobId = allocateId(db, 'jobs'))));
}
