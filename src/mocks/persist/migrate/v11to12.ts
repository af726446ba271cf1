/** The data upgrade 11 -> 12: the joint-hall chat (one step of migrate/index.ts). */
import { seedChat, type ChatSeedDb } from '../../seed/seedChat';
import { SEED_NOW } from '../../db/seedTime';
import { rows, type MigrationContext, type Raw } from './shared';

/**
 * 11 -> 12: the joint-hall chat service. Its messages arrive seeded as a fresh database seeds them
 * (seed/seedChat.ts), from the users, aunts, hall shelf and seed pictures the file holds; no chat
 * token is carried over (there were none). Nothing else changes; no file rows or bytes are added.
 * A file that already holds the tables keeps them.
 */
export function jointHallChat(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.chatMessages)) return;
  db.chatMessages = [];
  db.chatSessions = [];
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  Object.assign(counters, { chatMessages: 0 });
  db.counters = counters;
  seedChat(db as unknown as ChatSeedDb, SEED_NOW);
  context.log(`started the joint-hall chat with ${rows(db, 'chatMessages').length} message(s)`);
}
