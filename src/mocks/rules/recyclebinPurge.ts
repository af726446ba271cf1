/**
 * Deleting for good, by hand (the recycle bin's delete) or by the company's retention setting
 * (/recyclebin/setKeepDays, ours): one path per kind, so a purge removes exactly what a permanent
 * delete removes (an aunt's files and résumé links; an employer's follow-ups, transfers and jobs;
 * an order's follow-ups, transfers and history, its moved aunts released).
 *
 * The purge runs at the mock's start and whenever a recycle-bin list is read, on the mock's clock:
 * a record deleted more than keepDays days ago goes. keepDays 0 (or absent) keeps everything.
 */
import { RECYCLE_KEEP_DAYS } from '@/api/recyclebin';
import { getDb, type AuntRow, type EmployerRow, type OrderRow } from '../db';
import { deleteFilesForGood } from './files';
import { releaseMovedAunts, type StepWorld } from './orderStep';

export function removeAuntForGood(aunt: AuntRow): void {
  const db = getDb();
  db.aunts = db.aunts.filter((row) => row.auntId !== aunt.auntId);
  // Her files go too (photos, identity-card images), and her résumé links.
  const photos = [...(aunt.portrait ? [aunt.portrait] : []), ...aunt.idCardPhotos, ...aunt.workPhotos];
  deleteFilesForGood(
    aunt.companyId,
    photos.map((photo) => photo.fileId),
  );
  db.resumeLinks = db.resumeLinks.filter((link) => link.auntId !== aunt.auntId);
}

/** His orders stay, their employerName snapshot set to his last name. */
export function removeEmployerForGood(employer: EmployerRow): void {
  const db = getDb();
  const other = (item: { employerId: number }) => item.employerId !== employer.employerId;
  db.employers = db.employers.filter((candidate) => candidate !== employer);
  db.employerFollowUps = db.employerFollowUps.filter(other);
  db.employerTransfers = db.employerTransfers.filter(other);
  db.jobs = db.jobs.filter(other);
  for (const order of db.orders) if (order.employerId === employer.employerId) order.employerName = employer.employerName;
}

/** Aunts it had moved to 面试/试工/待签约 go back to 找工作 (`world` names who did it). */
export function removeOrderForGood(order: OrderRow, world: StepWorld): void {
  const db = getDb();
  releaseMovedAunts(world, order);
  const other = <T extends { orderId: number }>(row: T) => row.orderId !== order.orderId;
  db.orders = db.orders.filter(other);
  db.orderFollowUps = db.orderFollowUps.filter(other);
  db.orderTransfers = db.orderTransfers.filter(other);
  db.orderHistory = db.orderHistory.filter(other);
}

/** A company's keepDays as stored: 0 (keep until deleted by hand) or RECYCLE_KEEP_DAYS.min–max. */
export function keepDaysOf(company: { recycleKeepDays?: number }): number {
  const days = company.recycleKeepDays ?? 0;
  return days >= RECYCLE_KEEP_DAYS.min && days <= RECYCLE_KEEP_DAYS.max ? days : 0;
}

const DAY_MS = 86_400_000;
const expired = (row: { isDeleted: number; deletedTime: string | null }, cutoff: number) =>
  row.isDeleted === 1 && row.deletedTime !== null && Date.parse(row.deletedTime) <= cutoff;

/**
 * Deletes for good what has stayed in a company's recycle bin longer than its keepDays (every
 * company when `companyId` is left out). Answers how many records went.
 */
export function purgeRecycleBin(now: number, companyId?: number): number {
  const db = getDb();
  let removed = 0;
  for (const company of db.companies) {
    if (companyId !== undefined && company.companyId !== companyId) continue;
    const days = keepDaysOf(company);
    if (days === 0) continue;
    const cutoff = now - days * DAY_MS;
    const mine = <T extends { companyId: number; isDeleted: number; deletedTime: string | null }>(rows: T[]) =>
      rows.filter((row) => row.companyId === company.companyId && expired(row, cutoff));
    const time = new Date(now).toISOString();
    const world: StepWorld = { db, auntById: (auntId) => db.aunts.find((row) => row.auntId === auntId), actor: { userId: 0, contact: '系统' }, time };
    const [orders, employers, aunts] = [mine(db.orders), mine(db.employers), mine(db.aunts)];
    for (const order of orders) removeOrderForGood(order, world);
    for (const employer of employers) removeEmployerForGood(employer);
    for (const aunt of aunts) removeAuntForGood(aunt);
    removed += orders.length + employers.length + aunts.length;
  }
  return removed;
}
