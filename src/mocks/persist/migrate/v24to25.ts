/** The data upgrade 24 -> 25: reminder digests (one step of migrate/index.ts). */
import { chinaDay } from '@/domain/chinaTime';
import type { NoticeKind } from '@/api/notice';
import { DIGEST_ABOVE, DIGEST_SAMPLE, digestKey } from '../../rules/notices';
import { rows, type MigrationContext, type Raw } from './shared';

/**
 * 24 -> 25: a user's unread reminders of one kind raised on one China day, more than DIGEST_ABOVE,
 * become one digest (the newest one's id and time, their count, first names and keys), as the
 * notification centre now raises them; read ones, events and smaller groups stay as they are.
 */
export function noticeDigests(db: Raw, context: MigrationContext): void {
  const notices = rows(db, 'notices');
  const groups = new Map<string, Raw[]>();
  for (const row of notices) {
    if (row.isRead !== 0 || row.date === '' || row.count !== undefined || typeof row.createdTime !== 'string') continue;
    const group = `${String(row.userId)}|${String(row.kind)}|${chinaDay(Date.parse(row.createdTime))}`;
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  const joined = new Set<Raw>();
  let made = 0;
  for (const [group, members] of groups) {
    if (members.length <= DIGEST_ABOVE) continue;
    const [, kind, day] = group.split('|') as [string, NoticeKind, string];
    const newest = members.at(-1)!;
    for (const member of members) if (member !== newest) joined.add(member);
    Object.assign(newest, {
      subjectId: 0,
      about: '',
      date: day,
      key: digestKey(kind, day),
      count: members.length,
      sample: members.slice(0, DIGEST_SAMPLE).map((member) => member.about),
      covers: members.map((member) => member.key),
    });
    made += 1;
  }
  if (joined.size > 0) db.notices = notices.filter((row) => !joined.has(row));
  context.log(`turned ${joined.size + made} unread reminders into ${made} digests`);
}
