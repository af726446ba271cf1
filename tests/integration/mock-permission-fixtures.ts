/** Shared pieces of the permission-table mock test: granting the staff role, the acting users, the guard shape and the records the guards act on. */
import { expect } from 'vitest';
import { companyPaths } from '@/api/company';
import { postUnchecked } from '@/api/http';
import { insurancePaths } from '@/api/insurance';
import { orderPaths } from '@/api/order';
import { unitedPaths } from '@/api/united';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { ROLE_KEYS, type PermissionName } from '@/domain/permissions';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { orderInput } from './mock-insurance-helpers';
import { silent, userIdOf } from './mock-helpers';
import { freeAunts, liveEmployer, serviceTypeId } from './mock-order-helpers';
import { actAs, freeJob, quietHallAunt } from './mock-united-helpers';

/** The permissions of the demo staff member's role become exactly `names` (the role is not AGENCY_ADMIN, so nothing else counts). */
export function grant(names: readonly PermissionName[]): void {
  const db = getDb();
  const staff = db.users.find((row) => row.mobile === STAFF_ACCOUNT.mobile)!;
  const roles = db.roles.filter((role) => staff.roleIds.includes(role.roleId));
  expect(roles.map((role) => role.roleKey)).toEqual([ROLE_KEYS.staff]);
  roles[0]!.permissionIds = db.permissions.filter((row) => (names as readonly string[]).includes(row.permissionName)).map((row) => row.permissionId);
}

export const staffId = () => userIdOf(STAFF_ACCOUNT.mobile);
export const adminId = () => userIdOf(ADMIN_ACCOUNT.mobile);
/** Another enabled, non-admin staff member of company 1. */
export const colleagueId = () => userIdOf('13800000003');
export const today = () => chinaDay(Date.now());
export const call = <T = unknown>(path: string, body: unknown) => postUnchecked<T>(path, body, silent);

export type Fixture = Record<string, unknown>;

export interface Guard {
  /** The call's path (the spec's or ours). */
  call: string;
  /** Makes what the call acts on, as the staff member holding every permission; `owner` is the owner the record gets (ownership rows). */
  prepare?: (owner: number) => Promise<Fixture> | Fixture;
  body: (fixture: Fixture) => unknown;
  /** The ownership cases the call is tried in (all three unless said): lock is for her owner or an admin only. */
  cases?: readonly Ownership[];
  /** What the platform's operator is answered when it is not 40301: another company's record is not found (40401) before anything else. */
  platformCode?: number;
}

export type Ownership = 'own' | 'unowned' | 'others';
export const ownerOf: Record<Ownership, () => number> = { own: staffId, unowned: () => 0, others: adminId };

let unique = 0;
/** A mobile number no seeded record uses (133 is not in the seed's prefixes). */
export const newMobile = () => `1331234${String(7000 + (unique += 1)).padStart(4, '0')}`;

// ---------------------------------------------------------------- fixtures shared by the rows

/** A waiting insurance order of company 1 (made through the API). */
export async function waitingOrder(): Promise<Fixture> {
  const order = await call<{ orderId: number }>(insurancePaths.orderCreate, orderInput());
  return { orderId: order.orderId };
}

/** A free aunt of company 1 (seeking work, unlocked, on no order, not in the hall) with this owner. */
export function ownedAunt(owner: number): Fixture {
  const db = getDb();
  const [aunt] = freeAunts(1, (row) => row.isShared === 0 && !db.unitedMappings.some((mapping) => mapping.auntId === row.auntId));
  aunt!.teacherUserId = owner;
  return { auntId: aunt!.auntId, auntName: aunt!.auntName, mobile: aunt!.mobile };
}

/** An employer of company 1 without live orders, with this owner (his jobs too). */
export function ownedEmployer(owner: number): Fixture {
  const db = getDb();
  const busy = new Set(
    db.orders.filter((order) => order.isDeleted === 0 && (order.phase === 'open' || order.phase === 'signed')).map((order) => order.employerId),
  );
  const employer = db.employers.find((row) => row.companyId === 1 && row.isDeleted === 0 && !busy.has(row.employerId))!;
  employer.userId = owner;
  for (const job of db.jobs) if (job.employerId === employer.employerId) job.userId = owner;
  return { employerId: employer.employerId };
}

/** An enabled job of company 1 not in the hall, owned (with its employer) by `owner`. */
export function ownedJob(owner: number): Fixture {
  const job = freeJob(1);
  job.userId = owner;
  getDb().employers.find((row) => row.employerId === job.employerId)!.userId = owner;
  return { jobId: job.jobId, employerId: job.employerId };
}

/** A new open order of company 1 owned by `owner`, with a free aunt moved to `stage` on it. */
export async function orderAt(owner: number, stage: 'none' | 'recommended' | 'interview' | 'trial' | 'passed' | 'signed'): Promise<Fixture> {
  const employer = liveEmployer(staffId());
  const order = await call<{ orderId: number }>(orderPaths.create, {
    employerId: employer.employerId,
    serviceType: serviceTypeId(),
    salaryMin: 6000,
    salaryMax: 8000,
  });
  const [aunt] = freeAunts(1);
  const { orderId } = order;
  const auntId = aunt!.auntId;
  const steps: [string, unknown][] = [
    [orderPaths.recommendAunt, { orderId, auntIds: [auntId] }],
    [orderPaths.appointmentInterview, { orderId, auntId, interviewTime: `${addDays(today(), 2)}T02:00:00.000Z` }],
    [orderPaths.setInterviewResult, { orderId, auntId, result: 1 }],
    [orderPaths.setPolitResult, { orderId, auntId, result: 1 }],
    [orderPaths.signComplete, { orderId, auntId, contractStart: addDays(today(), 3), contractEnd: addDays(today(), 200), salary: 7000 }],
  ];
  const count = ['none', 'recommended', 'interview', 'trial', 'passed', 'signed'].indexOf(stage);
  for (const [path, body] of steps.slice(0, count)) await call(path, body);
  getDb().orders.find((row) => row.orderId === orderId)!.userId = owner;
  return { orderId, auntId };
}

/** A pending mini-program request of company 1 assigned to `owner`. */
export function pendingRequest(owner: number): Fixture {
  const row = getDb().appRequests.find((request) => request.companyId === 1 && request.status === 0)!;
  row.assigneeId = owner;
  return { appOrderId: row.appOrderId };
}

/** A merge record where company 1 is the owner: the partner applied for one of company 1's hall aunts (agreed by company 1 when asked). */
export async function mergeOnOurAunt(agreed: boolean): Promise<Fixture> {
  const hall = quietHallAunt(1);
  actAs(PARTNER_ACCOUNT);
  const mapping = await call<{ mappingAuntId: number }>(unitedPaths.unitedAunt, { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId });
  actAs(STAFF_ACCOUNT);
  if (agreed) await call(unitedPaths.unitedAgree, { mappingAuntId: mapping.mappingAuntId });
  return { mappingAuntId: mapping.mappingAuntId };
}

/** A merge record where company 1 applied for a partner's hall aunt (cancelled when asked). */
export async function ourApplication(cancelled: boolean): Promise<Fixture> {
  const hall = quietHallAunt(2);
  const mapping = await call<{ mappingAuntId: number }>(unitedPaths.unitedAunt, { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId });
  if (cancelled) await call(unitedPaths.unitedCancel, { mappingAuntId: mapping.mappingAuntId });
  return { mappingAuntId: mapping.mappingAuntId };
}

export const favourites = (kind: 'aunt' | 'job') =>
  new Set(
    getDb()
      .unitedFavs.filter((row) => row.userId === staffId() && row.kind === kind)
      .map((row) => (kind === 'aunt' ? row.unitedAuntId : row.unitedJobId)),
  );

/** An on-shelf hall aunt of the partner the staff member has not favourited. */
export function unfavouredHallAunt(): Fixture {
  const taken = favourites('aunt');
  const hall = getDb().unitedAunts.find((row) => row.companyId === 2 && row.isOnShelf === 1 && !taken.has(row.unitedAuntId))!;
  return { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId };
}

/** An on-shelf hall job of the partner the staff member has not favourited. */
export function unfavouredHallJob(): Fixture {
  const taken = favourites('job');
  const hall = getDb().unitedJobs.find((row) => row.companyId === 2 && row.isOnShelf === 1 && !taken.has(row.unitedJobId))!;
  return { unitedJobId: hall.unitedJobId, jobId: hall.jobId };
}

/** `fixture` after `path` was called with its id alone (shared, deleted, favoured first). */
export const withId = (fixture: Fixture, idKey: string, addPath: string): Promise<Fixture> => afterCall(addPath, { [idKey]: fixture[idKey] }, fixture);
/** `fixture` after `path` was called with `body` first (an undo needs something to undo: a share, a favourite). */
export const afterCall = async (path: string, body: Fixture, fixture: Fixture = body): Promise<Fixture> => {
  await call(path, body);
  return fixture;
};

/** The bytes of a tiny PNG (an upload). */
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1, 2, 3]);
/** The id of company 1's finance dictionary item of this name. */
const dictId = (name: string) => getDb().financeDict.find((row) => row.companyId === 1 && row.dictName === name)!.dictId;
/** A role of the caller's company to act on (made by an admin-allowed call). */
export const newRole = async () => ({ roleId: (await call<{ roleId: number }>(companyPaths.addRole, { roleName: '临时' })).roleId });
/** A valid new income of company 1 (addFeeIO's body). */
export const fee = () => ({ feeType: 0, feeNameId: dictId('中介服务费'), payStyleId: dictId('微信'), amount: 100, feeDate: today() });

/** An order of `owner` in the recycle bin (deleted by the staff member, who may, then given back to `owner`). */
export async function deletedOrder(owner: number): Promise<Fixture> {
  const { orderId } = await orderAt(owner, 'none');
  const row = () => getDb().orders.find((order) => order.orderId === orderId)!;
  row().userId = staffId();
  await call(orderPaths.setOrder, { orderId, isDeleted: 1 });
  row().userId = owner;
  return { orderId };
}
