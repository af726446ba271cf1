/**
 * The seeded joint-hall chats: staff of DIFFERENT agencies talking about an aunt one of them put
 * in the joint hall, a job, a merge, an interview time, papers or a trial (seedChatTalk.ts).
 *
 * - the three demo admins talk with each other (three conversations), each of those ending in
 *   1-2 messages its reader has not read (王经理 from 陈店长, 陈店长 from 赵店长, 赵店长 from 王经理);
 * - each admin has 1-2 more conversations with staff of the other agencies, and the demo staff
 *   member of the first agency talks with the partner's staff member: 3-4 conversations per admin;
 * - a conversation is one or two topics, perhaps a few unread lines at the end; its last message
 *   starts 2-9 days before `now`, in office hours (09:00-21:00 China time); a few lines are the seed's pictures (a file row the
 *   sender's agency holds, seeded with the aunt threads), else their text.
 *
 * Own generator, drawn after every other seed step: nothing seeded before changes. Also run by
 * the data upgrade 11 -> 12 on an existing file (persist/migrate/v11to12.ts), hence the narrow input.
 * It adds no file rows, so the upgrade has no bytes to put.
 */
import type { ChatMessageType } from '@/api/chat';
import { CHINA_OFFSET_MS } from '@/domain/chinaTime';
import { fileUrl } from '../rules/files';
import { ADMIN_ACCOUNT, COMPANY_NAMES, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT } from '../db/demoAccounts';
import { createRandom, type Random } from '../db/random';
import { chatTime, type ChatMessageRow } from '../db/schemaChat';
import type { MockDb, UserRow } from '../db/schema';
import { CHAT_DAYS, CHAT_JOBS, CHAT_SALARIES, CHAT_TIMES, CHAT_TOPICS, CHAT_UNREAD, type ChatSide, type ChatTalkLine } from '../db/seedChatTalk';
import { seedMedia } from '../db/seedMedia';

const CHAT_SEED = 20240705;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Staff chat between 09:00 and 21:00 China time. */
const OPEN_HOUR = 9;
const CLOSE_HOUR = 21;
/** The partner agency's staff member (the demo staff member's counterpart). */
const PARTNER_STAFF_MOBILE = '13900000002';
const CITY_NAMES: Readonly<Record<number, string>> = { 1: '上海', 2: '杭州', 3: '南京' };

/** What the step reads and writes: the seed's database or an upgraded data file. */
export type ChatSeedDb = Pick<MockDb, 'users' | 'aunts' | 'unitedAunts' | 'files' | 'chatMessages' | 'counters'>;

interface Conversation {
  a: UserRow;
  b: UserRow;
  /** Who has not read the last lines (undefined: perhaps nobody, drawn). */
  unreadFor?: UserRow;
}

/** `time`, or 09:00 China time of the next working morning when it falls outside office hours (minutes kept). */
function officeHours(time: number): number {
  const china = time + CHINA_OFFSET_MS;
  const hour = Math.floor((china % DAY) / (60 * MINUTE));
  if (hour >= OPEN_HOUR && hour < CLOSE_HOUR) return time;
  const morning = Math.floor(china / DAY) * DAY + (hour >= CLOSE_HOUR ? DAY : 0) + OPEN_HOUR * 60 * MINUTE - CHINA_OFFSET_MS;
  return morning + (china % (60 * MINUTE));
}

const agencyShort = (companyId: number) => (COMPANY_NAMES[companyId] ?? '').replace(/家政服务有限公司$/, '');

/** An aunt of the owner's agency for the talk: one on the joint hall's shelf when there is one. */
function auntName(db: ChatSeedDb, random: Random, owner: UserRow): string {
  const shelved = new Set(db.unitedAunts.filter((row) => row.companyId === owner.companyId && row.isOnShelf === 1).map((row) => row.auntId));
  const aunts = db.aunts.filter((row) => row.companyId === owner.companyId && row.isDeleted === 0);
  const pool = aunts.filter((row) => shelved.has(row.auntId));
  const aunt = pool.length > 0 ? random.pick(pool) : aunts.length > 0 ? random.pick(aunts) : null;
  return `${aunt?.auntName.slice(0, 1) ?? '刘'}阿姨`;
}

/** The address of seed picture `index` when the sender's agency holds a row for it. */
function pictureOf(db: ChatSeedDb, sender: UserRow, index: number): string | null {
  const key = seedMedia().filter((item) => item.kind === 'png')[index]?.key;
  const row = key ? db.files.find((file) => file.key === key && file.companyId === sender.companyId) : undefined;
  return row ? fileUrl(row.key) : null;
}

/** The conversations to seed: the admins with each other, then their extra partners and the staff pair. */
function conversations(db: ChatSeedDb, random: Random): Conversation[] {
  const user = (mobile: string) => db.users.find((row) => row.mobile === mobile && row.isEnabled === 1);
  const admins = [ADMIN_ACCOUNT, PARTNER_ACCOUNT, THIRD_ACCOUNT].map((account) => user(account.mobile));
  const [main, partner, third] = admins;
  const list: Conversation[] = [];
  const add = (a: UserRow | undefined, b: UserRow | undefined, unreadFor?: UserRow) => {
    if (a && b) list.push({ a, b, unreadFor });
  };
  add(main, partner, main);
  add(partner, third, partner);
  add(third, main, third);
  const adminIds = new Set(admins.map((row) => row?.userId));
  const staff = db.users.filter((row) => row.isEnabled === 1 && !adminIds.has(row.userId) && row.companyId in CITY_NAMES);
  for (const admin of admins) {
    if (!admin) continue;
    const others = staff.filter((row) => row.companyId !== admin.companyId);
    for (const other of random.sample(others, random.int(1, 2))) add(admin, other);
  }
  add(user(STAFF_ACCOUNT.mobile), user(PARTNER_STAFF_MOBILE));
  return list;
}

function seedConversation(db: ChatSeedDb, random: Random, talk: Conversation, now: number): void {
  // Who owns the aunt they talk about: either side.
  const [owner, partner] = random.chance(0.5) ? [talk.a, talk.b] : [talk.b, talk.a];
  const fill: Record<string, string> = {
    owner: owner.contact,
    partner: partner.contact,
    partnerAgency: agencyShort(partner.companyId),
    partnerCity: CITY_NAMES[partner.companyId] ?? '市区',
    aunt: auntName(db, random, owner),
    job: random.pick(CHAT_JOBS),
    salary: random.pick(CHAT_SALARIES),
    day: random.pick(CHAT_DAYS),
    time: random.pick(CHAT_TIMES),
  };
  const filled = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => fill[name] ?? whole);
  const read: ChatTalkLine[] = random.sample(CHAT_TOPICS, random.int(1, 2)).flat();
  const reader = talk.unreadFor ?? (random.chance(0.5) ? random.pick([talk.a, talk.b]) : undefined);
  const unreadCount = reader ? random.int(1, talk.unreadFor ? 2 : 3) : 0;
  const unread = random.sample(CHAT_UNREAD, unreadCount);
  const sideOf = (side: ChatSide) => (side === 'O' ? owner : partner);
  const lines = [
    ...read.map(([side, content]) => ({ from: sideOf(side), content, isRead: 1 as const })),
    ...unread.map((text) => ({ from: reader === talk.a ? talk.b : talk.a, content: text, isRead: 0 as const })),
  ];
  // Minutes between messages: a few within an exchange, hours when the talk resumes; office hours only.
  let time = officeHours(now - random.int(2, 9) * DAY + random.int(0, 8 * 60) * MINUTE);
  lines.forEach(({ from, content, isRead }, index) => {
    if (index > 0) time = officeHours(time + (random.chance(0.12) ? random.int(2 * 60, 6 * 60) : random.int(1, 15)) * MINUTE + random.int(0, 59) * 1000);
    const picture = typeof content === 'object' ? pictureOf(db, from, content.picture) : null;
    const type: ChatMessageType = picture ? 2 : 1;
    const messageId = (db.counters.chatMessages += 1);
    const row: ChatMessageRow = {
      messageId,
      clientId: `seed-${messageId}`,
      fromUserId: from.userId,
      toUserId: from === talk.a ? talk.b.userId : talk.a.userId,
      type,
      message: picture ?? filled(typeof content === 'object' ? content.or : content),
      createdTime: chatTime(time),
      isRead,
    };
    db.chatMessages.push(row);
  });
}

/** Seed step (and upgrade step): the joint-hall chats between staff of the three agencies. */
export function seedChat(db: ChatSeedDb, now: number): void {
  const random = createRandom(CHAT_SEED);
  for (const talk of conversations(db, random)) seedConversation(db, random, talk, now);
}
