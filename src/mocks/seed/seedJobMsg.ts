/**
 * The seeded aunt threads: every enabled staff member (admins included) of the three agencies
 * talks with 6-12 aunts of their own company about a job, the interview, salary, days off, papers
 * or trial work, in text with a few pictures and short voice clips (db/seedMedia.ts: one file row
 * per company for each). About a third of the threads end in 1-3 aunt messages nobody has read;
 * the rest are read. Each thread's last message is 0-24 days before `now`.
 *
 * Own generator, drawn after every other seed step: nothing seeded before changes. Also run by
 * the data upgrade 10 -> 11 on an existing file (persist/migrate/v10to11.ts), hence the narrow input.
 */
import type { JobMsgSource, JobMsgType } from '@/api/jobMsg';
import { fileUrl } from '../rules/files';
import { COMPANY_IDS } from '../db/demoAccounts';
import { createRandom, type Random } from '../db/random';
import type { AuntRow, CountedTable, FileRow, JobMsgRow, MockDb, UserRow } from '../db/schema';
import { DAYS, OPENINGS, SALARIES, TIMES, TOPICS, UNANSWERED, type TalkLine } from '../db/seedJobMsgTalk';
import { seedMedia } from '../db/seedMedia';

const JOB_MSG_SEED = 20240620;
const MINUTE = 60_000;
const COMPANIES = [COMPANY_IDS.main, COMPANY_IDS.partner, COMPANY_IDS.third] as const;
const DISTRICTS: Readonly<Record<number, readonly string[]>> = {
  [COMPANY_IDS.main]: ['浦东新区', '徐汇区', '静安区', '闵行区', '长宁区'],
  [COMPANY_IDS.partner]: ['西湖区', '滨江区', '拱墅区', '上城区'],
  [COMPANY_IDS.third]: ['鼓楼区', '建邺区', '江宁区', '秦淮区'],
};

/** What the step reads and writes: the seed's database or an upgraded data file. */
export type JobMsgSeedDb = Pick<MockDb, 'users' | 'aunts' | 'files' | 'jobMsgThreads' | 'jobMsgs' | 'counters'>;

const nextId = (db: JobMsgSeedDb, table: CountedTable) => (db.counters[table] += 1);

/** The seed's pictures and voice clips as file rows of the company (uploaded by `owner` a month before `now`). */
function companyMedia(db: JobMsgSeedDb, owner: UserRow, now: number): { pictures: FileRow[]; clips: FileRow[] } {
  const rows = seedMedia().map((item) => {
    const row: FileRow = {
      fileId: nextId(db, 'files'),
      key: item.key,
      name: item.name,
      kind: item.kind,
      size: item.bytes.length,
      companyId: owner.companyId,
      userId: owner.userId,
      createdTime: new Date(now - 30 * 24 * 60 * MINUTE).toISOString(),
    };
    db.files.push(row);
    return row;
  });
  return { pictures: rows.filter((row) => row.kind === 'png'), clips: rows.filter((row) => row.kind === 'wav') };
}

interface Fill {
  aunt: string;
  teacher: string;
  district: string;
  day: string;
  time: string;
  salary: string;
}

const filled = (text: string, fill: Fill) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in fill ? fill[name as keyof Fill] : whole));

/** The lines of one thread: an opening, up to two topics, and perhaps what the aunt added since (unread). */
function script(random: Random): { read: TalkLine[]; unread: TalkLine[] } {
  const read = [...random.pick(OPENINGS), ...random.sample(TOPICS, random.int(0, 2)).flat()];
  const unread = random.chance(0.33) ? random.sample(UNANSWERED, random.int(1, 3)) : [];
  return { read, unread };
}

function seedThread(db: JobMsgSeedDb, random: Random, user: UserRow, aunt: AuntRow, media: ReturnType<typeof companyMedia>, now: number): void {
  const fill: Fill = {
    aunt: `${aunt.auntName.slice(0, 1)}阿姨`,
    teacher: `${user.contact.slice(0, 1)}老师`,
    district: random.pick(DISTRICTS[user.companyId] ?? ['市区']),
    day: random.pick(DAYS),
    time: random.pick(TIMES),
    salary: random.pick(SALARIES),
  };
  const { read, unread } = script(random);
  const lines = [...read.map((line) => [line, 1] as const), ...unread.map((line) => [line, 0] as const)];
  // Minutes between messages: a few within an exchange, hours to a day when the talk resumes.
  const gaps = lines.map(() => (random.chance(0.15) ? random.int(3 * 60, 26 * 60) : random.int(1, 20)));
  let time = now - random.int(10, 24 * 24 * 60) * MINUTE - gaps.reduce((sum, gap) => sum + gap, 0) * MINUTE;
  const msgId = nextId(db, 'jobMsgThreads');
  lines.forEach(([[side, content], isRead], index) => {
    time += (gaps[index] ?? 1) * MINUTE;
    const file = content === 'voice' ? random.pick(media.clips) : typeof content === 'object' ? media.pictures[content.picture] : undefined;
    const msgType: JobMsgType = content === 'voice' ? 2 : typeof content === 'object' ? 1 : 0;
    const row: JobMsgRow = {
      id: nextId(db, 'jobMsgs'),
      msgId,
      msgSource: (side === 'A' ? 0 : 1) satisfies JobMsgSource,
      msgType,
      textDes: typeof content === 'string' && content !== 'voice' ? filled(content, fill) : '',
      filePath: file ? fileUrl(file.key) : '',
      fileId: file?.fileId ?? 0,
      isRead,
      createdTime: new Date(time).toISOString(),
    };
    db.jobMsgs.push(row);
  });
  db.jobMsgThreads.push({ msgId, companyId: user.companyId, teacherId: user.userId, auntId: aunt.auntId, updatedTime: new Date(time).toISOString() });
}

/** Seed step (and upgrade step): the aunt threads of every enabled staff member of the three agencies. */
export function seedJobMsg(db: JobMsgSeedDb, now: number): void {
  const random = createRandom(JOB_MSG_SEED);
  for (const companyId of COMPANIES) {
    const users = db.users.filter((user) => user.companyId === companyId && user.isEnabled === 1);
    const owner = users.find((user) => user.userType === 1) ?? users[0];
    const aunts = db.aunts.filter((aunt) => aunt.companyId === companyId && aunt.isDeleted === 0);
    if (!owner || aunts.length === 0) continue;
    const media = companyMedia(db, owner, now);
    for (const user of users) {
      for (const aunt of random.sample(aunts, random.int(6, 12))) seedThread(db, random, user, aunt, media, now);
    }
  }
}
