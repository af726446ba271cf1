/**
 * The mini-program's people and what they bring in: company 1 gets 180 members (some with the
 * mobile of one of its employers: they became employers), 60 service requests played through the
 * request graph (seedCompanyAppRequests.ts), suggestions (most answered), 120 purchases
 * and 40 marriage applications; company 2 a little of each; company 3 nothing (its pages show
 * their empty states). Then the news and trainings (seedCompanyAppContent.ts).
 *
 * Own generator, drawn after every other seed step: nothing seeded before changes. Also run by the
 * data upgrade 16 -> 17 on an existing file (persist/migrate/v16to17.ts): it reads only `db` and `now`.
 */
import { DAY_MS, chinaDay } from '@/domain/chinaTime';
import type { MemberSource, MiniOrderStatus, SuggestCategory } from '@/api/companyApp.types';
import { COMPANY_IDS } from '../db/demoAccounts';
import { createRandom } from '../db/random';
import { allocateId, type AppMemberRow, type MockDb } from '../db/schema';
import { seedCompanyAppContent } from './seedCompanyAppContent';
import { MINUTE, iso, type CompanyAppSeedContext } from './seedCompanyAppKit';
import { seedRequests } from './seedCompanyAppRequests';
import { EXPECTATIONS, HOMETOWNS, INTRODUCTIONS, NICKNAMES, OCCUPATIONS, ORDER_REMARKS, PACKAGES, REPLIES, SUGGESTIONS } from '../db/seedCompanyAppData';
import { MOBILE_PREFIXES, SURNAMES } from '../db/seedNames';
import { EMPLOYER_CITIES, GIVEN_NAMES_MEN, GIVEN_NAMES_WOMEN } from '../db/seedEmployerData';
import { digitString, weightedPicker } from '../db/seedPick';

const COMPANY_APP_SEED = 20261201;

/** How much of each a company gets. */
const AMOUNTS: Readonly<Record<number, { members: number; requests: number; suggestions: number; orders: number; marriages: number }>> = {
  [COMPANY_IDS.main]: { members: 180, requests: 60, suggestions: 30, orders: 120, marriages: 40 },
  [COMPANY_IDS.partner]: { members: 25, requests: 6, suggestions: 4, orders: 10, marriages: 5 },
};

const pickSurname = weightedPicker(SURNAMES);
const pickSource = weightedPicker<MemberSource>([
  [1, 30],
  [2, 20],
  [3, 20],
  [4, 15],
  [5, 15],
]);
function seedMembers(ctx: CompanyAppSeedContext, count: number): AppMemberRow[] {
  const { db, random, companyId, now, staff } = ctx;
  const employers = db.employers.filter((row) => row.companyId === companyId && row.isDeleted === 0);
  const taken = new Set([...db.employers, ...db.aunts].filter((row) => row.companyId === companyId).map((row) => row.mobile));
  const linked = new Set<number>();
  const members: AppMemberRow[] = [];
  for (let index = 0; index < count; index += 1) {
    // About one member in five has become (or was) an employer: same mobile and name.
    const employer = random.chance(0.2) ? random.pick(employers) : undefined;
    const asEmployer = employer && !linked.has(employer.employerId) ? employer : undefined;
    if (asEmployer) linked.add(asEmployer.employerId);
    const male = asEmployer ? asEmployer.gender === 1 : random.chance(0.35);
    const surname = pickSurname(random);
    const realName = asEmployer?.employerName ?? `${surname}${random.pick(male ? GIVEN_NAMES_MEN : GIVEN_NAMES_WOMEN)}`;
    let mobile = asEmployer?.mobile ?? '';
    while (!asEmployer && (!mobile || taken.has(mobile))) mobile = `${random.pick(MOBILE_PREFIXES)}${digitString(random, 8)}`;
    taken.add(mobile);
    const source = pickSource(random);
    const consultant = source === 1 || random.chance(0.35) ? random.pick(staff).userId : 0;
    const created = now - random.int(1, 180) * DAY_MS - random.int(0, 600) * MINUTE;
    members.push({
      memberId: allocateId(db, 'appMembers'),
      companyId,
      nickname: random.chance(0.7) ? random.pick(NICKNAMES) : `${surname}${male ? '先生' : '女士'}`,
      avatarUrl: '',
      realName: random.chance(0.85) ? realName : '',
      mobile,
      gender: male ? 1 : 0,
      source,
      userId: consultant,
      lastActiveTime: iso(Math.min(now - MINUTE, created + random.int(0, Math.floor((now - created) / MINUTE)) * MINUTE)),
      createdTime: iso(created),
    });
  }
  db.appMembers.push(...members);
  return members;
}

function seedSuggestions(ctx: CompanyAppSeedContext, members: AppMemberRow[], count: number): void {
  const { db, random, companyId, now, staff } = ctx;
  for (let index = 0; index < count; index += 1) {
    const category = random.weighted<SuggestCategory>([
      [1, 4],
      [2, 4],
      [3, 2],
      [4, 1],
    ]);
    const created = now - random.int(30, 90 * 24 * 60) * MINUTE;
    const handled = random.chance(0.6);
    const repliedTime = handled ? Math.min(now - MINUTE, created + random.int(30, 48 * 60) * MINUTE) : null;
    db.appSuggestions.push({
      suggestId: allocateId(db, 'appSuggestions'),
      companyId,
      memberId: random.pick(members).memberId,
      category,
      content: random.pick(SUGGESTIONS[category] ?? ['']),
      status: handled ? 1 : 0,
      reply: handled ? random.pick(REPLIES[category] ?? ['']) : '',
      repliedBy: handled ? random.pick(staff).userId : 0,
      repliedTime: repliedTime === null ? null : iso(repliedTime),
      createdTime: iso(created),
    });
  }
}

function seedMiniOrders(ctx: CompanyAppSeedContext, members: AppMemberRow[], count: number): void {
  const { db, random, companyId, now } = ctx;
  const city = EMPLOYER_CITIES[companyId]?.[0];
  if (!city) return;
  const times = Array.from({ length: count }, () => now - random.int(30, 150 * 24 * 60) * MINUTE).sort((a, b) => a - b);
  for (const created of times) {
    const member = random.pick(members);
    const [productName, yuan] = random.pick(PACKAGES);
    const quantity = productName.includes('每平方米') ? random.int(60, 160) : random.chance(0.8) ? 1 : random.int(2, 3);
    const status = random.weighted<MiniOrderStatus>([
      [0, 8],
      [1, 18],
      [2, 60],
      [3, 6],
    ]);
    const unitPriceFen = yuan * 100;
    db.miniOrders.push({
      miniOrderId: allocateId(db, 'miniOrders'),
      companyId,
      orderNo: `MP${chinaDay(created).replace(/-/g, '')}${String(db.counters.miniOrders).padStart(5, '0')}`,
      memberId: member.memberId,
      productName,
      quantity,
      unitPriceFen,
      amountFen: unitPriceFen * quantity,
      status,
      contactName: member.realName || member.nickname,
      mobile: member.mobile,
      address: `${random.pick(city.districts)}${random.pick(city.roads)}${random.int(1, 2999)}号${random.pick(city.compounds)}`,
      serviceDate: random.chance(0.9) ? chinaDay(created + random.int(1, 14) * DAY_MS) : null,
      remarks: random.pick(ORDER_REMARKS),
      payTime: status === 0 ? null : iso(created + random.int(1, 20) * MINUTE),
      createdTime: iso(created),
    });
  }
}

function seedMarriages(ctx: CompanyAppSeedContext, members: AppMemberRow[], count: number): void {
  const { db, random, companyId, now } = ctx;
  const applicants = random.sample(members, count);
  const year = Number(chinaDay(now).slice(0, 4));
  for (const member of applicants) {
    const male = member.gender === 1;
    db.marryApplies.push({
      applyId: allocateId(db, 'marryApplies'),
      companyId,
      memberId: member.memberId,
      // A full name (an employer's "王先生" is no name to introduce).
      name:
        member.realName && !/(先生|女士)$/.test(member.realName)
          ? member.realName
          : `${pickSurname(random)}${random.pick(male ? GIVEN_NAMES_MEN : GIVEN_NAMES_WOMEN)}`,
      gender: member.gender,
      birthYear: year - random.int(24, 45),
      mobile: member.mobile,
      hometown: random.pick(HOMETOWNS[companyId] ?? ['']),
      heightCm: male ? random.int(165, 186) : random.int(153, 172),
      education: random.weighted([
        [1, 1],
        [2, 2],
        [3, 4],
        [4, 6],
        [5, 2],
        [6, 1],
      ] as const),
      maritalStatus: random.weighted([
        [1, 7],
        [2, 3],
        [3, 1],
      ] as const),
      occupation: random.pick(OCCUPATIONS),
      introduction: random.pick(INTRODUCTIONS),
      expectation: random.pick(EXPECTATIONS),
      createdTime: iso(now - random.int(60, 120 * 24 * 60) * MINUTE),
    });
  }
}

export function seedCompanyApp(db: MockDb, now: number): void {
  const random = createRandom(COMPANY_APP_SEED);
  for (const [id, amounts] of Object.entries(AMOUNTS)) {
    const companyId = Number(id);
    const staff = db.users.filter((row) => row.companyId === companyId && row.isEnabled === 1);
    if (staff.length === 0) continue;
    const ctx: CompanyAppSeedContext = { db, random, companyId, now, staff };
    const members = seedMembers(ctx, amounts.members);
    seedRequests(ctx, members, amounts.requests);
    seedSuggestions(ctx, members, amounts.suggestions);
    seedMiniOrders(ctx, members, amounts.orders);
    seedMarriages(ctx, members, amounts.marriages);
    seedCompanyAppContent(db, random, companyId, members, now);
  }
}
