/**
 * What a company publishes in its mini-program: news posts (published ones newest first, two
 * pinned, two withdrawn, the last two drafts; pictures are the company's own seed pictures, the
 * file rows seed/seedJobMsg.ts made) and training groups with their courses, whose sign-ups (the
 * company's aunts and members) and paid orders go through the mini-program's sign-up rule
 * (rules/appTraining.ts), one course filled to capacity. Called by seedCompanyApp for companies 1
 * and 2 with its generator.
 */
import { DAY_MS, chinaDay } from '@/domain/chinaTime';
import { BLACKLISTED } from '@/domain/orderGraph';
import { fileUrl } from '../rules/files';
import { signUpForTraining } from '../rules/appTraining';
import { COMPANY_IDS } from '../db/demoAccounts';
import type { Random } from '../db/random';
import { allocateId, type AppMemberRow, type MockDb } from '../db/schema';
import { COURSE_GROUPS, NEWS, PARTNER_COURSE_GROUPS, type CourseDecl } from '../db/seedCompanyAppData';
import { seedMedia } from '../db/seedMedia';
import { MINUTE, iso } from './seedCompanyAppKit';

/** The course filled to its capacity (a full course refuses more sign-ups). */
const FULL_COURSE = '催乳师实操班';

function seedNews(db: MockDb, random: Random, companyId: number, now: number): void {
  const author = db.users.find((row) => row.companyId === companyId && row.userType === 1 && row.isEnabled === 1);
  if (!author) return;
  const pictureKeys = seedMedia()
    .filter((item) => item.kind === 'png')
    .map((item) => item.key);
  const pictureUrl = (index: number) => {
    const key = pictureKeys[index];
    return key && db.files.some((row) => row.key === key && row.companyId === companyId) ? fileUrl(key) : null;
  };
  const posts = companyId === COMPANY_IDS.main ? NEWS : NEWS.slice(0, 3);
  const drafts = companyId === COMPANY_IDS.main ? 2 : 0;
  posts.forEach((decl, index) => {
    const draft = index >= posts.length - drafts;
    const withdrawn = companyId === COMPANY_IDS.main && (index === 5 || index === 9);
    const created = now - (index * 9 + random.int(1, 5)) * DAY_MS - random.int(0, 600) * MINUTE;
    const published = draft ? null : created + random.int(10, 120) * MINUTE;
    const changed = withdrawn ? (published ?? created) + random.int(2, 8) * DAY_MS : (published ?? created);
    db.appDynamics.push({
      dynamicId: allocateId(db, 'appDynamics'),
      companyId,
      title: decl.title.replace('【草稿】', ''),
      content: decl.content,
      images: decl.pictures.map(pictureUrl).filter((url): url is string => url !== null),
      status: draft ? 0 : withdrawn ? 2 : 1,
      isTop: !draft && !withdrawn && index < 2 ? 1 : 0,
      viewCount: draft ? 0 : random.int(40, 2400),
      authorId: author.userId,
      publishedTime: published === null ? null : iso(published),
      createdTime: iso(created),
      updatedTime: iso(Math.min(now - MINUTE, changed)),
    });
  });
}

/** Sign-ups of one course before `now`: the company's aunts and members, most of a priced course paid. */
function seedSignUps(
  db: MockDb,
  random: Random,
  itemId: number,
  decl: CourseDecl,
  companyId: number,
  members: AppMemberRow[],
  now: number,
  start: number,
): void {
  const target = decl.title === FULL_COURSE ? decl.capacity : random.int(Math.ceil(decl.capacity * 0.3), Math.floor(decl.capacity * 0.9));
  const aunts = random.sample(
    db.aunts.filter((row) => row.companyId === companyId && row.isDeleted === 0 && row.workStatus !== BLACKLISTED),
    target,
  );
  const signers = random.sample(members, target);
  // Sign-ups arrive in the 30 days before the course starts, never after now.
  const last = Math.min(now, start + decl.days * DAY_MS) - MINUTE;
  const times = Array.from({ length: target }, () => last - random.int(0, 30 * 24 * 60) * MINUTE).sort((a, b) => a - b);
  times.forEach((time, index) => {
    const asAunt = random.chance(0.6);
    const aunt = aunts[index];
    const member = signers[index];
    const signer = asAunt && aunt ? { auntId: aunt.auntId } : member ? { memberId: member.memberId } : aunt ? { auntId: aunt.auntId } : null;
    if (!signer) return;
    try {
      signUpForTraining(db, { companyId, trainingItemId: itemId, ...signer, pay: random.chance(0.85) }, time);
    } catch {
      // The same mobile twice (a member who is also one of the aunts): one sign-up is enough.
    }
  });
}

function seedTraining(db: MockDb, random: Random, companyId: number, members: AppMemberRow[], now: number): void {
  const groups = companyId === COMPANY_IDS.main ? COURSE_GROUPS : PARTNER_COURSE_GROUPS;
  const today = Date.parse(`${chinaDay(now)}T00:00:00+08:00`);
  groups.forEach((group, groupIndex) => {
    const trainingGroupId = allocateId(db, 'trainingGroups');
    db.trainingGroups.push({ trainingGroupId, companyId, groupName: group.groupName, sort: groupIndex + 1 });
    group.courses.forEach((decl, index) => {
      const start = today + decl.startsIn * DAY_MS;
      const created = Math.min(now - DAY_MS, start - 45 * DAY_MS) - random.int(0, 600) * MINUTE;
      const trainingItemId = allocateId(db, 'trainingItems');
      db.trainingItems.push({
        trainingItemId,
        companyId,
        trainingGroupId,
        title: decl.title,
        priceFen: decl.price * 100,
        sessions: decl.sessions,
        capacity: decl.capacity,
        startDate: chinaDay(start),
        endDate: chinaDay(start + (decl.days - 1) * DAY_MS),
        coverUrl: '',
        description: decl.description,
        isShow: 1,
        sort: index + 1,
        createdTime: iso(created),
        updatedTime: iso(created),
      });
      seedSignUps(db, random, trainingItemId, decl, companyId, members, now, start);
    });
  });
  // A course that ended long ago is taken off sale.
  const ended = db.trainingItems.find((row) => row.companyId === companyId && row.title === '早教启蒙游戏');
  if (ended) ended.isShow = 0;
}

export function seedCompanyAppContent(db: MockDb, random: Random, companyId: number, members: AppMemberRow[], now: number): void {
  seedNews(db, random, companyId, now);
  seedTraining(db, random, companyId, members, now);
}
