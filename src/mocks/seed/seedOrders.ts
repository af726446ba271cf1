/**
 * The seeded recruitment orders: 400 for the main agency and 40 for the partner, over their
 * employers not in the recycle bin (some created from one of the employer's jobs), each played
 * through the order graph on the company's aunts who are 找工作 (seedOrderPlay.ts), so the
 * aunts' work statuses follow the orders. Created over the 300 days before the seed's clock,
 * oldest first (ids grow with time); what an order became depends on its age. A few of the
 * main agency's orders (never a signed one) start in the recycle bin. Own generator: the other
 * seeds cannot shift it.
 */
import type { EmployerRow, JobRow, MockDb, UserRow } from '../db/schema';
import { COMPANY_IDS } from '../db/demoAccounts';
import { createRandom, type Random } from '../db/random';
import { insertOrder, orderFieldsFor } from '../rules/orderRecord';
import { playOrder, type Outcome, type PlayContext } from './seedOrderPlay';
import { weightedPicker, type Picker } from '../db/seedPick';
import { SEED_NOW } from '../db/seedTime';

const ORDER_SEED = 20240607;
export const SEED_ORDER_COUNTS: Readonly<Record<number, number>> = { [COMPANY_IDS.main]: 400, [COMPANY_IDS.partner]: 40 };
/** Main-agency orders that start in the recycle bin. */
export const SEED_DELETED_ORDERS = 8;
const DAYS_BACK = 300;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SIGNED_EMPLOYER_STATUS = 3;

/** What an order of this age (days) has become. */
function outcomePicker(ageDays: number): Picker<Outcome> {
  if (ageDays < 2)
    return weightedPicker<Outcome>([
      ['open', 92],
      ['cancelled', 8],
    ]);
  if (ageDays < 20)
    return weightedPicker<Outcome>([
      ['open', 55],
      ['signed', 30],
      ['cancelled', 15],
    ]);
  if (ageDays < 60)
    return weightedPicker<Outcome>([
      ['open', 30],
      ['signed', 45],
      ['finished', 10],
      ['cancelled', 15],
    ]);
  return weightedPicker<Outcome>([
    ['open', 12],
    ['signed', 38],
    ['finished', 30],
    ['cancelled', 20],
  ]);
}

interface Slot {
  companyId: number;
  employer: EmployerRow;
  job: JobRow | null;
  created: number;
}

function slotsOf(db: MockDb, random: Random, companyId: number, count: number, end: number): Slot[] {
  // An order comes at least a few hours after its employer (and job) were entered.
  const latest = new Date(end - 3 * 60 * MINUTE).toISOString();
  const employers = db.employers.filter((row) => row.companyId === companyId && row.isDeleted === 0 && row.createdTime < latest);
  if (employers.length === 0) return [];
  const jobs = new Map<number, JobRow[]>();
  for (const job of db.jobs)
    if (job.companyId === companyId && job.isDisabled === 0 && job.createdTime < latest) jobs.set(job.employerId, [...(jobs.get(job.employerId) ?? []), job]);
  const slots: Slot[] = [];
  for (let i = 0; i < count; i += 1) {
    const employer = random.pick(employers);
    const own = jobs.get(employer.employerId) ?? [];
    const job = own.length > 0 && random.chance(0.45) ? random.pick(own) : null;
    const earliest = Math.max(end - DAYS_BACK * DAY, Date.parse(employer.createdTime), job ? Date.parse(job.createdTime) : 0) + 10 * MINUTE;
    // More recent orders than old ones.
    const created = end - Math.floor((end - earliest) * random.next() ** 1.3);
    slots.push({ companyId, employer, job, created });
  }
  return slots;
}

function owner(random: Random, employer: EmployerRow, staff: readonly UserRow[]): number {
  if (random.chance(0.08) || staff.length === 0) return 0;
  const employerOwner = staff.find((user) => user.userId === employer.userId);
  return employerOwner && random.chance(0.8) ? employerOwner.userId : random.pick(staff).userId;
}

/** Seed step: the orders of both companies (needs the employers, their jobs and the aunts). */
export function seedOrders(db: MockDb): void {
  const random = createRandom(ORDER_SEED);
  const end = SEED_NOW - 60 * MINUTE;
  const auntById = new Map(db.aunts.map((row) => [row.auntId, row]));
  const plays = new Map<number, PlayContext>();
  for (const companyId of [COMPANY_IDS.main, COMPANY_IDS.partner]) {
    const staff = db.users.filter((user) => user.companyId === companyId && user.isEnabled === 1);
    const admin = staff.find((user) => user.userType === 1) ?? staff[0];
    if (!admin) continue;
    const aunts = db.aunts.filter((row) => row.companyId === companyId && row.isDeleted === 0);
    plays.set(companyId, { db, random, auntById, aunts, staff, admin, end });
  }
  const slots = [COMPANY_IDS.main, COMPANY_IDS.partner]
    .flatMap((companyId) => slotsOf(db, random, companyId, SEED_ORDER_COUNTS[companyId] ?? 0, end))
    .sort((a, b) => a.created - b.created || a.companyId - b.companyId);
  // Bin candidates are drawn up front so the choice does not depend on how orders played out.
  const mainSlots = slots.filter((slot) => slot.companyId === COMPANY_IDS.main);
  const toBin = new Set(random.sample(mainSlots, SEED_DELETED_ORDERS));
  for (const slot of slots) {
    const play = plays.get(slot.companyId);
    if (!play) continue;
    const createdTime = new Date(slot.created).toISOString();
    const userId = owner(random, slot.employer, play.staff);
    const creator = play.staff.find((user) => user.userId === userId) ?? play.admin;
    const fields = orderFieldsFor(slot.employer, slot.job, {});
    if (fields.serviceType === 0)
      fields.serviceType =
        slot.employer.serviceType || (db.serviceTypes.find((row) => row.companyId === slot.companyId && row.isEnabled === 1)?.serviceTypeId ?? 0);
    if (fields.salaryMax === 0) Object.assign(fields, { salaryMin: 5000, salaryMax: 8000 });
    else if (fields.salaryMin === 0) fields.salaryMin = Math.floor((fields.salaryMax * 0.8) / 100) * 100;
    const order = insertOrder(db, { employer: slot.employer, job: slot.job, fields, userId, createdTime }, creator);
    const outcome = outcomePicker((end - slot.created) / DAY)(random);
    playOrder(play, order, outcome, toBin.has(slot));
    if (order.phase === 'signed') slot.employer.status = SIGNED_EMPLOYER_STATUS;
  }
}
