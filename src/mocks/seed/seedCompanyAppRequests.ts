/**
 * The mini-program's service requests of the seed, played through the request graph
 * (rules/appRequestSteps.ts): the newest pending with the demo staff member, the demo admin and
 * nobody; the others accepted (some reassigned), then converted (linked to the member's employer
 * and one of his jobs, when he has both) or closed with a reason.
 */
import { DAY_MS, chinaDay } from '@/domain/chinaTime';
import { REQUEST_STATUS } from '@/domain/appRequestGraph';
import { applyRequestStep, submittedRequest } from '../rules/appRequestSteps';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '../db/demoAccounts';
import { allocateId, type AppMemberRow, type EmployerRow, type MockDb } from '../db/schema';
import { CLOSE_REMARKS, REQUEST_REMARKS } from '../db/seedCompanyAppData';
import { EMPLOYER_CITIES } from '../db/seedEmployerData';
import { MINUTE, iso, type CompanyAppSeedContext } from './seedCompanyAppKit';

/** Monthly budgets by service type name, yuan. */
const BUDGETS: Readonly<Record<string, readonly [number, number]>> = {
  月嫂: [10000, 16000],
  育儿嫂: [7000, 12000],
  住家保姆: [6000, 10000],
  不住家保姆: [5000, 8000],
  钟点工: [2000, 4000],
  护工: [6000, 9000],
  老人陪护: [5500, 9000],
  保洁: [1000, 3000],
  厨师: [8000, 15000],
};

/** The member's employer (same mobile) with one of his jobs, when both exist. */
function employerWithJob(db: MockDb, member: AppMemberRow): { employer: EmployerRow; jobId: number } | null {
  const employer = db.employers.find((row) => row.companyId === member.companyId && row.isDeleted === 0 && row.mobile === member.mobile);
  const job = employer && db.jobs.find((row) => row.employerId === employer.employerId);
  return employer && job ? { employer, jobId: job.jobId } : null;
}

export function seedRequests(ctx: CompanyAppSeedContext, members: AppMemberRow[], count: number): void {
  const { db, random, companyId, now, staff } = ctx;
  const types = db.serviceTypes.filter((row) => row.companyId === companyId && row.isEnabled === 1);
  const city = EMPLOYER_CITIES[companyId]?.[0];
  if (types.length === 0 || !city || members.length === 0) return;
  const byMobile = (mobile: string) => staff.find((row) => row.mobile === mobile)?.userId ?? 0;
  // The newest requests wait for the demo staff member, the demo admin and nobody.
  const pendingTo = [byMobile(STAFF_ACCOUNT.mobile), byMobile(ADMIN_ACCOUNT.mobile), 0, byMobile(STAFF_ACCOUNT.mobile)];
  const converting = members.filter((member) => employerWithJob(db, member));
  const times = Array.from({ length: count }, () => now - random.int(10, 45 * 24 * 60) * MINUTE).sort((a, b) => b - a);
  times.forEach((created, index) => {
    const target =
      index < Math.ceil(count / 5) ? REQUEST_STATUS.pending : random.pick([REQUEST_STATUS.following, REQUEST_STATUS.converted, REQUEST_STATUS.closed]);
    const converts = target === REQUEST_STATUS.converted && converting.length > 0;
    const member = converts ? random.pick(converting) : random.pick(members);
    const link = converts ? employerWithJob(db, member) : null;
    const type = link ? (types.find((row) => row.serviceTypeId === link.employer.serviceType) ?? random.pick(types)) : random.pick(types);
    const [low, high] = BUDGETS[type.serviceTypeName] ?? [4000, 9000];
    const consultant = target === REQUEST_STATUS.pending ? (pendingTo[index % pendingTo.length] ?? 0) : member.userId;
    const row = submittedRequest({
      appOrderId: allocateId(db, 'appRequests'),
      companyId,
      memberId: member.memberId,
      contactName: member.realName || member.nickname,
      mobile: member.mobile,
      serviceType: type.serviceTypeId,
      cityId: city.cityId,
      district: random.pick(city.districts),
      address: `${random.pick(city.roads)}${random.int(1, 2999)}号${random.pick(city.compounds)}${random.int(1, 40)}栋${random.int(2, 32)}0${random.int(1, 4)}室`,
      wantedDate: chinaDay(created + random.int(3, 30) * DAY_MS),
      budgetFen: random.chance(0.1) ? 0 : random.int(low / 500, high / 500) * 50_000,
      remarks: random.pick([...(REQUEST_REMARKS[type.serviceTypeName] ?? []), ...(REQUEST_REMARKS[''] ?? [])]),
      assigneeId: consultant,
      createdTime: iso(created),
    });
    db.appRequests.push(row);
    if (target === REQUEST_STATUS.pending) return;
    let at = created + random.int(10, 240) * MINUTE;
    const step = (action: Parameters<typeof applyRequestStep>[1]) => applyRequestStep(row, action, iso(Math.min(at, now - MINUTE)));
    if (target === REQUEST_STATUS.closed && random.chance(0.3)) {
      const reason = random.int(1, 5);
      return step({
        action: 'close',
        actorId: row.assigneeId || random.pick(staff).userId,
        closeReason: reason,
        closeRemark: random.pick(CLOSE_REMARKS[reason] ?? ['']),
      });
    }
    const actor = row.assigneeId || random.pick(staff).userId;
    step({ action: 'accept', actorId: actor });
    if (random.chance(0.25) && staff.length > 1) {
      at += random.int(30, 600) * MINUTE;
      step({ action: 'assign', actorId: actor, assigneeId: random.pick(staff.filter((user) => user.userId !== actor)).userId });
    }
    at += random.int(1, 4) * DAY_MS;
    if (target === REQUEST_STATUS.converted && link)
      step({ action: 'convert', actorId: row.assigneeId, employerId: link.employer.employerId, jobId: link.jobId });
    else if (target === REQUEST_STATUS.closed) {
      const reason = random.int(1, 5);
      step({ action: 'close', actorId: row.assigneeId, closeReason: reason, closeRemark: random.pick(CLOSE_REMARKS[reason] ?? ['']) });
    }
  });
}
