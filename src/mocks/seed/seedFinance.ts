/**
 * The seeded finance data: per company a fund account opened by one platform top-up (company 1:
 * ¥5,000.00 with a payment key, company 2: ¥60.00 with a key, company 3: ¥1,200.00 without one),
 * a fee dictionary (ten fee names, five income and five expense, and five pay styles) and 60-150
 * fee records over the 120 days before `now`, linked to the company's own orders, aunts and
 * employers where the fee is about one, handled by its enabled staff, two or three of them
 * income on the morning of `now`'s day.
 *
 * Own generator, drawn after every other seed step and before the insurance and office seeds:
 * nothing seeded before changes. Also run by the data upgrade 12 -> 13 on an existing file
 * (persist/migrate/v12to13.ts): it reads only `db` and `now`.
 */
import { CHINA_OFFSET_MS, DAY_MS, chinaDay, chinaDayStart } from '@/domain/chinaTime';
import type { FeeType } from '@/api/finance';
import { creditAccount } from '../rules/fundAccount';
import { createRandom, type Random } from '../db/random';
import { allocateId, type FeeRecordRow, type FinanceDictRow, type MockDb } from '../db/schema';

const FINANCE_SEED = 20261124;
/** Fee records reach this many days back. */
export const FEE_SEED_DAYS = 120;

/** Opening balance (fen) and payment key per company id. */
const ACCOUNTS: Readonly<Record<number, { fen: number; key: boolean }>> = {
  1: { fen: 500_000, key: true },
  2: { fen: 6_000, key: true },
  3: { fen: 120_000, key: false },
};

/** What a fee is about: an order (with its employer and signed aunt), an aunt, or nothing. */
type Link = 'order' | 'aunt' | 'none';

interface FeeKind {
  name: string;
  feeType: FeeType;
  /** Yuan bounds and the step amounts are drawn in (0.01: any fen). */
  min: number;
  max: number;
  step: number;
  link: Link;
  weight: number;
  remarks: readonly string[];
}

const FEE_KINDS: readonly FeeKind[] = [
  { name: '中介服务费', feeType: 0, min: 800, max: 3000, step: 100, link: 'order', weight: 6, remarks: ['签约中介费', '续签中介费', '首期中介费', ''] },
  { name: '家政服务费', feeType: 0, min: 3000, max: 9000, step: 100, link: 'order', weight: 5, remarks: ['月度服务费', '季度服务费首期', ''] },
  { name: '培训费', feeType: 0, min: 300, max: 1500, step: 50, link: 'aunt', weight: 3, remarks: ['月嫂上岗培训', '育婴师培训', '养老护理培训', ''] },
  { name: '体检代收', feeType: 0, min: 80, max: 260, step: 0.01, link: 'aunt', weight: 3, remarks: ['入职体检', '健康证体检', ''] },
  { name: '押金', feeType: 0, min: 500, max: 2000, step: 100, link: 'order', weight: 2, remarks: ['合同押金', ''] },
  { name: '阿姨工资代付', feeType: 1, min: 4000, max: 9000, step: 100, link: 'order', weight: 5, remarks: ['代付本月工资', '代付上月工资', ''] },
  { name: '广告费', feeType: 1, min: 200, max: 3000, step: 50, link: 'none', weight: 2, remarks: ['58同城推广', '朋友圈广告', '传单印刷', ''] },
  { name: '房租', feeType: 1, min: 6000, max: 12000, step: 500, link: 'none', weight: 1, remarks: ['门店月租'] },
  { name: '水电费', feeType: 1, min: 150, max: 900, step: 0.01, link: 'none', weight: 1, remarks: ['门店水电', '电费', ''] },
  { name: '退款', feeType: 1, min: 200, max: 2000, step: 100, link: 'order', weight: 1, remarks: ['客户解约退款', '退还押金', ''] },
];

export const SEED_PAY_STYLES = ['现金', '微信', '支付宝', '银行转账', 'POS 刷卡'] as const;
const PAY_WEIGHTS = [2, 6, 4, 3, 1] as const;

/** Amount in fen drawn between the kind's bounds on its step (fen exact: drawn as integers). */
function amountFen(random: Random, kind: FeeKind): number {
  const stepFen = Math.round(kind.step * 100);
  const steps = Math.floor(((kind.max - kind.min) * 100) / stepFen);
  return Math.round(kind.min * 100) + random.int(0, steps) * stepFen;
}

function seedDictionary(db: MockDb, companyId: number): { names: Map<string, FinanceDictRow>; styles: FinanceDictRow[] } {
  const names = new Map<string, FinanceDictRow>();
  let incomeSort = 0;
  let expenseSort = 0;
  for (const kind of FEE_KINDS) {
    const sort = kind.feeType === 0 ? (incomeSort += 1) : 5 + (expenseSort += 1);
    const row: FinanceDictRow = { dictId: allocateId(db, 'financeDict'), companyId, dictType: 'feeName', dictName: kind.name, feeType: kind.feeType, sort };
    db.financeDict.push(row);
    names.set(kind.name, row);
  }
  const styles = SEED_PAY_STYLES.map((name, index) => {
    const row: FinanceDictRow = { dictId: allocateId(db, 'financeDict'), companyId, dictType: 'payStyle', dictName: name, sort: index + 1 };
    db.financeDict.push(row);
    return row;
  });
  return { names, styles };
}

/** What a company's fee records are drawn from. */
interface FeeBook {
  companyId: number;
  names: Map<string, FinanceDictRow>;
  styles: FinanceDictRow[];
  staff: MockDb['users'];
  orders: MockDb['orders'];
  aunts: MockDb['aunts'];
}

/** One fee record of `kind` made at `created`: what it is about, how it was paid, its amount, remark and handler. */
function feeDraft(random: Random, book: FeeBook, kind: FeeKind, created: number, feeDate: string): Omit<FeeRecordRow, 'feeId'> {
  let orderId: number | null = null;
  let auntId: number | null = null;
  let employerId: number | null = null;
  if (kind.link === 'order' && book.orders.length > 0) {
    const order = random.pick(book.orders);
    orderId = order.orderId;
    employerId = order.employerId;
    auntId = order.auntId;
  } else if (kind.link === 'aunt' && book.aunts.length > 0) {
    auntId = random.pick(book.aunts).auntId;
  }
  const time = new Date(created).toISOString();
  return {
    companyId: book.companyId,
    feeType: kind.feeType,
    feeNameId: book.names.get(kind.name)?.dictId ?? 0,
    payStyleId: random.weighted(book.styles.map((row, index) => [row.dictId, PAY_WEIGHTS[index] ?? 1] as const)),
    amountFen: amountFen(random, kind),
    feeDate,
    orderId,
    auntId,
    employerId,
    remarks: random.pick(kind.remarks),
    userId: random.pick(book.staff).userId,
    createdTime: time,
    updatedTime: time,
  };
}

function seedCompany(db: MockDb, random: Random, companyId: number, now: number): void {
  const opening = ACCOUNTS[companyId];
  if (opening) {
    creditAccount(db, {
      companyId,
      amountFen: opening.fen,
      reason: 'topUp',
      insuranceOrderId: null,
      userId: null,
      createdTime: new Date(now - (FEE_SEED_DAYS + 10) * DAY_MS).toISOString(),
    });
    const account = db.fundAccounts.find((row) => row.companyId === companyId);
    if (account) account.isPaymentKey = opening.key;
  }
  const { names, styles } = seedDictionary(db, companyId);
  const staff = db.users.filter((row) => row.companyId === companyId && row.isEnabled === 1);
  if (staff.length === 0) return;
  const orders = db.orders.filter((row) => row.companyId === companyId && row.isDeleted === 0);
  const aunts = db.aunts.filter((row) => row.companyId === companyId && row.isDeleted === 0);
  const book: FeeBook = { companyId, names, styles, staff, orders, aunts };
  const count = random.int(60, 150);
  const drafts: Omit<FeeRecordRow, 'feeId'>[] = [];
  const today = chinaDay(now);
  for (let i = 0; i < count; i += 1) {
    const kind = random.weighted(FEE_KINDS.map((item) => [item, item.weight] as const));
    const daysBack = random.int(0, FEE_SEED_DAYS - 1);
    // China office hours (08:30-20:30) of that day, never after now.
    const dayStart = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS - daysBack * DAY_MS;
    const created = Math.min(now - 60_000 * random.int(1, 30), dayStart + (8.5 * 60 + random.int(0, 720)) * 60_000);
    const feeDate = chinaDay(created) > today ? today : chinaDay(created);
    drafts.push(feeDraft(random, book, kind, created, feeDate));
  }
  // The seed's morning: two or three income fees dated its day, made from 08:30 to its clock, so
  // "today" and "this month" (the clock is on a Monday or a first) have income to show. Own
  // generator per company: the fees above stay as they were.
  const morning = createRandom(FINANCE_SEED + companyId);
  const morningStart = chinaDayStart(today) + 8.5 * 3_600_000;
  const morningMinutes = Math.floor((now - morningStart) / 60_000);
  const orderFees = FEE_KINDS.filter((kind) => kind.feeType === 0 && kind.link === 'order');
  for (let i = morningMinutes > 0 ? morning.int(2, 3) : 0; i > 0; i -= 1) {
    drafts.push(feeDraft(morning, book, morning.pick(orderFees), morningStart + morning.int(0, morningMinutes - 1) * 60_000, today));
  }
  drafts.sort((a, b) => (a.createdTime < b.createdTime ? -1 : a.createdTime > b.createdTime ? 1 : 0));
  for (const draft of drafts) db.feeRecords.push({ feeId: allocateId(db, 'feeRecords'), ...draft });
}

export function seedFinance(db: MockDb, now: number): void {
  const random = createRandom(FINANCE_SEED);
  const companies = db.companies
    .filter((row) => row.isPlatform !== 1)
    .map((row) => row.companyId)
    .sort((a, b) => a - b);
  for (const companyId of companies) seedCompany(db, random, companyId, now);
}
