/**
 * Every permission name × every write call it guards, at the mock: a role holding every
 * permission but that one is refused (40301, and not one write to the database: the change
 * tracker's count, see `refused`), the same role holding it is allowed; for the feature
 * permissions the platform's operator (PLATFORM_ADMIN, no agency permission) is refused too.
 * The screens hide what the same rules forbid (auth/permission.ts on the client); this table is
 * the server's half. The acting user is the demo staff member (not an admin) whose role is
 * given the permissions; what a call acts on is made first by the same user holding them all.
 * Ownership permissions are tried on a record of each kind of owner: the user's own (`.own`),
 * nobody's (`.unowned`, owner 0) and a colleague's (`.others`). The feature permissions' calls:
 * mock-permission-guards.ts (company.manage: mock-permission-company-guards.ts); the records they
 * act on: mock-permission-fixtures.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auntPaths } from '@/api/aunt';
import { companyAppPaths } from '@/api/companyApp';
import { employerPaths } from '@/api/employer';
import { insurancePaths } from '@/api/insurance';
import { orderPaths } from '@/api/order';
import { recyclebinPaths } from '@/api/recyclebin';
import { unitedPaths } from '@/api/united';
import { removeToken } from '@/auth/token';
import { addDays } from '@/domain/dateFilter';
import { ALL_PERMISSIONS, FEATURE_PERMISSIONS, OWNERSHIP_PERMISSIONS, type OwnershipResource, type PermissionName } from '@/domain/permissions';
import { i18n } from '@/i18n';
import { PLATFORM_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { writeCount } from '@/mocks/db/tracking';
import { withFreshMockDb } from '@/mocks/testing';
import { withNodeFileApis } from '../nodeFileApis';
import { freeAunts, serviceTypeId } from './mock-order-helpers';
import { actAs, quietHallJob, refused } from './mock-united-helpers';
import { FEATURE_GUARDS } from './mock-permission-guards';
import {
  adminId,
  call,
  colleagueId,
  deletedOrder,
  grant,
  type Guard,
  newMobile,
  orderAt,
  ownedAunt,
  ownedEmployer,
  ownedJob,
  ownerOf,
  pendingRequest,
  staffId,
  today,
  withId,
} from './mock-permission-fixtures';

withFreshMockDb();
withNodeFileApis();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => removeToken());

// ---------------------------------------------------------------- the ownership permissions (and aunt.mobile.others)

const OWNERSHIP_GUARDS: Record<OwnershipResource, Guard[]> = {
  aunt: [
    { call: auntPaths.addAunt, prepare: (owner) => ({ owner }), body: (f) => ({ auntName: '测试阿姨', mobile: newMobile(), teacherUserId: f.owner }) },
    {
      call: auntPaths.editAunt,
      prepare: (owner) => ownedAunt(owner),
      body: (f) => ({ auntId: f.auntId, auntName: f.auntName, mobile: f.mobile, expectedSalary: 9100 }),
    },
    {
      call: auntPaths.copyAunt,
      prepare: (owner) => ownedAunt(owner),
      body: (f) => ({ auntId: f.auntId, auntName: f.auntName, mobile: newMobile(), idCard: '' }),
    },
    { call: auntPaths.editField, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, field: 'workStatus', value: 2 }) },
    { call: auntPaths.setAuntToTop, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, isTop: 1 }) },
    { call: auntPaths.lockAunt, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, isLocked: 1 }), cases: ['own'] },
    { call: auntPaths.favAunt, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId }) },
    { call: auntPaths.unfavAunt, prepare: (owner) => withId(ownedAunt(owner), 'auntId', auntPaths.favAunt), body: (f) => ({ auntId: f.auntId }) },
    { call: auntPaths.deliverAunt, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, userId: colleagueId() }) },
    { call: auntPaths.setAuntRemark, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId, remarks: '周末可加班' }) },
    { call: auntPaths.setAuntDelete, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId }) },
    { call: recyclebinPaths.restoreAunt, prepare: (owner) => withId(ownedAunt(owner), 'auntId', auntPaths.setAuntDelete), body: (f) => ({ auntId: f.auntId }) },
    { call: recyclebinPaths.delAunt, prepare: (owner) => withId(ownedAunt(owner), 'auntId', auntPaths.setAuntDelete), body: (f) => ({ auntId: f.auntId }) },
    { call: unitedPaths.addAunt, prepare: (owner) => ownedAunt(owner), body: (f) => ({ auntId: f.auntId }) },
    { call: unitedPaths.removeAunt, prepare: (owner) => withId(ownedAunt(owner), 'auntId', unitedPaths.addAunt), body: (f) => ({ auntId: f.auntId }) },
    { call: unitedPaths.unitedJob, prepare: (owner) => ({ unitedJobId: quietHallJob(2).unitedJobId, auntId: ownedAunt(owner).auntId }), body: (f) => f },
  ],
  employer: [
    { call: employerPaths.createEmployer, prepare: (owner) => ({ owner }), body: (f) => ({ employerName: '周女士', mobile: newMobile(), userId: f.owner }) },
    { call: employerPaths.updateEmployer, prepare: (owner) => ownedEmployer(owner), body: (f) => ({ employerId: f.employerId, remarks: '周末在家' }) },
    { call: employerPaths.deleteEmployer, prepare: (owner) => ownedEmployer(owner), body: (f) => ({ employerId: f.employerId }) },
    { call: employerPaths.createFollowUp, prepare: (owner) => ownedEmployer(owner), body: (f) => ({ employerId: f.employerId, type: 1, content: '电话' }) },
    {
      call: employerPaths.createTransfer,
      prepare: (owner) => ownedEmployer(owner),
      body: (f) => ({ employerId: f.employerId, toUserId: colleagueId(), reason: '交接' }),
    },
    {
      call: employerPaths.addJobs,
      prepare: (owner) => ownedEmployer(owner),
      body: (f) => ({
        employerId: f.employerId,
        title: '浦东新区 住家保姆',
        serviceType: 3,
        salaryMin: 7000,
        salaryMax: 8500,
        schedule: 1,
        restDays: 4,
        requirements: '会做饭',
      }),
    },
    { call: employerPaths.updateJobsTop, prepare: (owner) => ownedJob(owner), body: (f) => ({ jobId: f.jobId, isTop: 1 }) },
    { call: employerPaths.disableJobs, prepare: (owner) => ownedJob(owner), body: (f) => ({ jobId: f.jobId, isDisabled: 1 }) },
    { call: employerPaths.deleteJobs, prepare: (owner) => ownedJob(owner), body: (f) => ({ jobId: f.jobId }) },
    {
      call: recyclebinPaths.restoreEmployer,
      prepare: async (owner) => {
        const f = ownedEmployer(owner);
        await call(employerPaths.deleteEmployer, f);
        return f;
      },
      body: (f) => f,
    },
    {
      call: recyclebinPaths.delEmployer,
      prepare: async (owner) => {
        const f = ownedEmployer(owner);
        await call(employerPaths.deleteEmployer, f);
        return f;
      },
      body: (f) => f,
    },
    { call: companyAppPaths.setCompanyAppOrder, prepare: (owner) => pendingRequest(owner), body: (f) => ({ appOrderId: f.appOrderId, action: 'accept' }) },
    {
      call: orderPaths.create,
      prepare: (owner) => ownedEmployer(owner),
      body: (f) => ({ employerId: f.employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000, userId: staffId() }),
    },
    { call: unitedPaths.addJob, prepare: (owner) => ownedJob(owner), body: (f) => ({ jobId: f.jobId }) },
    { call: unitedPaths.removeJob, prepare: (owner) => withId(ownedJob(owner), 'jobId', unitedPaths.addJob), body: (f) => ({ jobId: f.jobId }) },
  ],
  order: [
    {
      call: orderPaths.create,
      prepare: (owner) => ({ owner, ...ownedEmployer(staffId()) }),
      body: (f) => ({ employerId: f.employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000, userId: f.owner }),
    },
    { call: orderPaths.setOrder, prepare: (owner) => orderAt(owner, 'none'), body: (f) => ({ orderId: f.orderId, salaryMax: 9000 }) },
    { call: orderPaths.recommendAunt, prepare: (owner) => orderAt(owner, 'none'), body: (f) => ({ orderId: f.orderId, auntIds: [freeAunts(1)[0]!.auntId] }) },
    {
      call: orderPaths.appointmentInterview,
      prepare: (owner) => orderAt(owner, 'recommended'),
      body: (f) => ({ ...f, interviewTime: `${addDays(today(), 2)}T02:00:00.000Z` }),
    },
    { call: orderPaths.setInterviewResult, prepare: (owner) => orderAt(owner, 'interview'), body: (f) => ({ ...f, result: 1 }) },
    { call: orderPaths.setPolitResult, prepare: (owner) => orderAt(owner, 'trial'), body: (f) => ({ ...f, result: 1 }) },
    {
      call: orderPaths.signComplete,
      prepare: (owner) => orderAt(owner, 'passed'),
      body: (f) => ({ ...f, contractStart: addDays(today(), 3), contractEnd: addDays(today(), 200), salary: 7000 }),
    },
    {
      call: orderPaths.setAuntOutgoing,
      prepare: (owner) => orderAt(owner, 'signed'),
      body: (f) => ({ ...f, outgoingDate: addDays(today(), 30), reason: '合同提前结束' }),
    },
    { call: orderPaths.cancelOrderHandle, prepare: (owner) => orderAt(owner, 'none'), body: (f) => ({ orderId: f.orderId, reason: '客户暂缓需求' }) },
    { call: orderPaths.createFollowUp, prepare: (owner) => orderAt(owner, 'none'), body: (f) => ({ orderId: f.orderId, content: '已沟通' }) },
    {
      call: orderPaths.addOrderTransfer,
      prepare: (owner) => orderAt(owner, 'none'),
      body: (f) => ({ orderId: f.orderId, toUserId: colleagueId(), reason: '按区域分配' }),
    },
    { call: recyclebinPaths.restoreOrder, prepare: deletedOrder, body: (f) => f },
    { call: recyclebinPaths.delOrder, prepare: deletedOrder, body: (f) => f },
  ],
};

/** aunt.mobile.others: revealing a colleague's aunt's mobile (a write: the reveal is logged). */
const REVEAL_GUARD: Guard = { call: auntPaths.getAuntMobile, prepare: () => ownedAunt(adminId()), body: (f) => ({ auntId: f.auntId }) };

// ---------------------------------------------------------------- the table

interface Row {
  permission: PermissionName;
  guard: Guard;
  owner: number | (() => number);
  /** The platform's operator is refused too (feature permissions: it holds none). */
  platform: boolean;
}

const rows: Row[] = [
  ...Object.entries(FEATURE_GUARDS).flatMap(([permission, guards]) =>
    guards.map((guard): Row => ({ permission: permission as PermissionName, guard, owner: staffId, platform: true })),
  ),
  ...(Object.keys(OWNERSHIP_GUARDS) as OwnershipResource[]).flatMap((resource) =>
    OWNERSHIP_GUARDS[resource].flatMap((guard) =>
      (guard.cases ?? (['own', 'unowned', 'others'] as const)).map((ownership): Row => ({
        permission: OWNERSHIP_PERMISSIONS[resource][ownership],
        guard,
        owner: ownerOf[ownership],
        platform: false,
      })),
    ),
  ),
  { permission: FEATURE_PERMISSIONS.auntMobileOthers, guard: REVEAL_GUARD, owner: adminId, platform: false },
];

describe('permission × write call × allowed', () => {
  it('names every permission of domain/permissions.ts at least once', () => {
    expect(new Set(rows.map((row) => row.permission))).toEqual(new Set(ALL_PERMISSIONS));
  });

  it.each(rows.map((row) => [row.permission, row.guard.call, row] as const))(
    '%s guards %s: refused without it (nothing stored), allowed with it',
    async (permission, _call, row) => {
      const owner = typeof row.owner === 'function' ? row.owner() : row.owner;
      grant(ALL_PERMISSIONS);
      actAs(STAFF_ACCOUNT);
      const fixture = (await row.guard.prepare?.(owner)) ?? {};
      const body = row.guard.body(fixture);

      grant(ALL_PERMISSIONS.filter((name) => name !== permission));
      await refused(() => call(row.guard.call, body), 40301);
      if (row.platform) {
        actAs(PLATFORM_ACCOUNT);
        await refused(() => call(row.guard.call, body), row.guard.platformCode ?? 40301);
        actAs(STAFF_ACCOUNT);
      }

      grant(ALL_PERMISSIONS);
      const writes = writeCount(getDb());
      await expect(call(row.guard.call, body)).resolves.not.toBeInstanceOf(Error);
      if (row.guard.call !== insurancePaths.orderCheckPayStatus) expect(writeCount(getDb()), 'the allowed call stored something').toBeGreaterThan(writes);
    },
  );
});

describe('a job is acted on by its own owner’s permission, as the pages check it', () => {
  it('a job the user added for an employer without owner is the user’s: employer.own decides, not employer.unowned', async () => {
    grant(ALL_PERMISSIONS);
    actAs(STAFF_ACCOUNT);
    const { employerId } = ownedEmployer(0);
    const job = await call<{ jobId: number; userId: number }>(employerPaths.addJobs, {
      employerId,
      title: '静安区 白班保洁',
      serviceType: 3,
      salaryMin: 5000,
      salaryMax: 6000,
      schedule: 2,
      restDays: 4,
      requirements: '',
    });
    expect(job.userId).toBe(staffId());
    grant(ALL_PERMISSIONS.filter((name) => name !== OWNERSHIP_PERMISSIONS.employer.own));
    await refused(() => call(employerPaths.updateJobsTop, { jobId: job.jobId, isTop: 1 }), 40301);
    await refused(() => call(unitedPaths.addJob, { jobId: job.jobId }), 40301);
    grant(ALL_PERMISSIONS.filter((name) => name !== OWNERSHIP_PERMISSIONS.employer.unowned));
    await call(employerPaths.updateJobsTop, { jobId: job.jobId, isTop: 1 });
    await call(unitedPaths.addJob, { jobId: job.jobId });
    expect(getDb().jobs.find((row) => row.jobId === job.jobId)?.isTop).toBe(1);
  });
});
