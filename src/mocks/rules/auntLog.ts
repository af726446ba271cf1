/**
 * The aunt operation log: every change is one entry with who (userId, contact) and when.
 * Content is language-neutral: 'field old -> new' joined by '; ' (mobile and identity number
 * masked; long fields only named: 'introduction changed'); the action is a key the client
 * translates.
 */
import type { AuntLog } from '@/api/aunt';
import { maskIdNumber } from '@/domain/personalData';
import { getDb, nextId, type AuntLogAction, type AuntLogRow, type AuntRow, type UserRow } from '../db';
import type { EditableField } from './auntInput';
import { maskMobile } from './auntView';

export function writeAuntLog(aunt: AuntRow, user: UserRow, action: AuntLogAction, content: string, time: string): void {
  getDb().auntLogs.push({
    logId: nextId('auntLogs'),
    companyId: aunt.companyId,
    auntId: aunt.auntId,
    auntName: aunt.auntName,
    userId: user.userId,
    contact: user.contact,
    action,
    content,
    createdTime: time,
  });
}

/** Fields whose values are too long to print in a log line. */
const NAMED_ONLY = new Set<string>([
  'introduction',
  'workHistory',
  'portrait',
  'idCardPhotos',
  'workPhotos',
  'customFields',
  'certificateExpiries',
  'attributes',
  'remarks',
  'householdRegister',
  'currentAddress',
]);

function show(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(show).join(',')}]`;
  if (typeof value === 'string') return value === '' ? '""' : value;
  return String(value);
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** One 'field old -> new' item. */
export function changeText(field: string, before: unknown, after: unknown): string {
  if (NAMED_ONLY.has(field)) return `${field} changed`;
  if (field === 'mobile') return `mobile ${maskMobile(String(before))} -> ${maskMobile(String(after))}`;
  if (field === 'idCard') return `idCard ${show(maskIdNumber(String(before)))} -> ${show(maskIdNumber(String(after)))}`;
  return `${field} ${show(before)} -> ${show(after)}`;
}

/** The changed fields between two versions of a row, as log content ('' when nothing changed). */
export function describeChanges(before: AuntRow, after: AuntRow, fields: readonly EditableField[]): string {
  const items: string[] = [];
  for (const field of fields) {
    if (!same(before[field], after[field])) items.push(changeText(field, before[field], after[field]));
  }
  return items.join('; ');
}

export function toAuntLog(row: AuntLogRow): AuntLog {
  return {
    logId: row.logId,
    auntId: row.auntId,
    auntName: row.auntName,
    userId: row.userId,
    contact: row.contact,
    action: row.action,
    content: row.content,
    createdTime: row.createdTime,
  };
}

/** Log rows matching `keep`, newest first. */
export function auntLogsWhere(keep: (row: AuntLogRow) => boolean): AuntLogRow[] {
  return getDb()
    .auntLogs.filter(keep)
    .sort((a, b) => (a.createdTime < b.createdTime ? 1 : a.createdTime > b.createdTime ? -1 : b.logId - a.logId));
}
