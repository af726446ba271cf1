/** Shared pieces of the aunt thread mock tests: a user's threads and unread count as stored, uploads, and aunt messages arriving. */
import { expect } from 'vitest';
import { sysPaths, type UploadResult } from '@/api/sys';
import { config } from '@/config';
import { getDb, type DemoAccount, type JobMsgThreadRow } from '@/mocks/db';
import { deliverAuntMessage } from '@/mocks/rules/jobMsgThreads';
import { multipartFile, tokenFor } from '@/mocks/testing';
import { userIdOf } from './mock-helpers';

/** The user's threads as stored, newest first. */
export function storedThreads(mobile: string): JobMsgThreadRow[] {
  const userId = userIdOf(mobile);
  return getDb()
    .jobMsgThreads.filter((row) => row.teacherId === userId)
    .sort((a, b) => b.updatedTime.localeCompare(a.updatedTime) || b.msgId - a.msgId);
}

/** Unread aunt messages of these threads, counted in the database. */
export function storedUnread(threads: readonly { msgId: number }[]): number {
  const ids = new Set(threads.map((row) => row.msgId));
  return getDb().jobMsgs.filter((row) => ids.has(row.msgId) && row.msgSource === 0 && row.isRead === 0).length;
}

/** A thread of the user with unread aunt messages. */
export function unreadThread(mobile: string): JobMsgThreadRow {
  const thread = storedThreads(mobile).find((row) => storedUnread([row]) > 0);
  expect(thread).toBeDefined();
  return thread!;
}

/** Uploads a file as the account through /sys/uploadFile. */
export async function upload(account: Pick<DemoAccount, 'mobile'>, fileName: string, type: string, bytes: Uint8Array): Promise<UploadResult> {
  const { body, contentType } = multipartFile(fileName, type, bytes);
  const response = await fetch(`${window.location.origin}/api${sysPaths.uploadFile}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, [config.tokenHeader]: tokenFor(account) },
    body,
  });
  const envelope = (await response.json()) as { code: number; data: UploadResult };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

/** Aunts of the user's company that have no thread with the user yet. */
export function auntsWithoutThread(mobile: string, count: number): number[] {
  const db = getDb();
  const user = db.users.find((row) => row.mobile === mobile)!;
  const taken = new Set(storedThreads(mobile).map((row) => row.auntId));
  return db.aunts
    .filter((row) => row.companyId === user.companyId && row.isDeleted === 0 && !taken.has(row.auntId))
    .slice(0, count)
    .map((row) => row.auntId);
}

/** An aunt's text message arrives (the rule a control route will call). */
export const auntSays = (teacherId: number, auntId: number, textDes: string, now?: Date) =>
  deliverAuntMessage(getDb(), { teacherId, auntId }, { msgType: 0, textDes }, now);
