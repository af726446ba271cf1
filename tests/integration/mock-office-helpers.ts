/** Shared pieces of the office mock tests: a fee record put straight into the table, the month of now, signing a fresh order through the order flow. */
import * as orderApi from '@/api/order';
import { chinaDay } from '@/domain/chinaTime';
import { getDb } from '@/mocks/db';
import { allocateId } from '@/mocks/db/schema';
import { freeAunts, newOrder } from './mock-order-helpers';
import { silent } from './mock-helpers';

export const today = () => chinaDay(Date.now());
export const thisMonth = () => today().slice(0, 7);

/** Inserts a fee record (income by default) handled by `userId`; answers its id. */
export function addFee(companyId: number, userId: number, amountFen: number, feeDate = today(), feeType: 0 | 1 = 0): number {
  const db = getDb();
  const feeId = allocateId(db, 'feeRecords');
  const time = new Date().toISOString();
  db.feeRecords.push({
    feeId,
    companyId,
    feeType,
    feeNameId: 1,
    payStyleId: 1,
    amountFen,
    feeDate,
    orderId: null,
    auntId: null,
    employerId: null,
    remarks: '',
    userId,
    createdTime: time,
    updatedTime: time,
  });
  return feeId;
}

/** Creates a main-agency order and signs it through the order flow with the caller's token; answers the order id. */
export async function signAnOrder(): Promise<number> {
  const [aunt] = freeAunts(1);
  const order = await newOrder();
  const id = order.orderId;
  await orderApi.recommendAunt({ orderId: id, auntIds: [aunt!.auntId] }, silent);
  await orderApi.appointmentInterview({ orderId: id, auntId: aunt!.auntId, interviewTime: '2026-12-01T02:00:00.000Z' }, silent);
  await orderApi.setInterviewResult({ orderId: id, auntId: aunt!.auntId, result: 1 }, silent);
  await orderApi.setPolitResult({ orderId: id, auntId: aunt!.auntId, result: 1 }, silent);
  await orderApi.signComplete({ orderId: id, auntId: aunt!.auntId, contractStart: '2026-12-01', contractEnd: '2027-12-01', salary: 7000 }, silent);
  return id;
}

/** Takes the fee records `userId` handled this month out of the table (the seed's), so a test starts their month at ¥0. */
export function clearMonthFees(userId: number): void {
  const db = getDb();
  db.feeRecords = db.feeRecords.filter((fee) => !(fee.userId === userId && fee.feeDate.startsWith(thisMonth())));
}
