/**
 * The seeded insurance data: the product catalogue (db/seedInsuranceProducts.ts) with an
 * advertising banner per insurer (built-in platform files, db/seedInsuranceMedia.ts), and each
 * company's orders for its own aunts in all six statuses. Paid orders are paid through the
 * fund account's one writer (rules/fundAccount.ts) while the balance and payment key allow,
 * otherwise by a scanned payment, so the ledger and the balances agree.
 *
 * Own generator, drawn after every other seed step: nothing seeded before changes. Depends only on
 * `db` and `now`, so the data upgrade 12 -> 13 (persist/migrate/v12to13.ts) writes what a fresh seed does.
 */
import { chinaDay, dayOfNumber, numberOfDay } from '@/domain/chinaTime';
import { checkDigitOf } from '@/domain/idCard';
import { INSURED_STATUS } from '@/domain/insuranceGraph';
import type { InsuredStatus } from '@/api/insurance.types';
import { FILE_ROUTE } from '../rules/files';
import { checkCanPay, creditAccount, payFromAccount } from '../rules/fundAccount';
import { addOrder, policyNumber } from '../rules/insuranceOrders';
import { createRandom } from '../db/random';
import { allocateId, type MockDb } from '../db/schema';
import { INSURER_BANNERS, insuranceAdMedia } from '../db/seedInsuranceMedia';
import { SEED_PRODUCTS } from '../db/seedInsuranceProducts';

const INSURANCE_SEED = 20261114;

/** Orders seeded per company (companies 1, 3 and 2; others get none). */
const ORDERS_PER_COMPANY: Readonly<Record<number, number>> = { 1: 24, 2: 5, 3: 20 };

const FAIL_REASONS = ['保险公司核保未通过：被保险人身份信息与公安系统不符', '保险公司核保未通过：被保险人职业类别不在承保范围'];

/**
 * What the fund accounts hold when the finance seed left none (it runs first and normally creates
 * them; this stands in until it does). Company 2 is left without one here (tests of the fund
 * account expect that of a seed without the finance seed).
 */
const FALLBACK_ACCOUNTS: readonly { companyId: number; balanceFen: number; isPaymentKey: boolean }[] = [
  { companyId: 1, balanceFen: 500_000, isPaymentKey: true },
  { companyId: 3, balanceFen: 120_000, isPaymentKey: false },
];

/** A valid identity-card number (with its check digit) of someone born in `year`, registered in Shanghai. */
function idCardOf(random: ReturnType<typeof createRandom>, year: number): string {
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  const first17 = `310101${year}${month}${day}${random.digits(3)}`;
  return `${first17}${checkDigitOf(first17)}`;
}

function seedProducts(db: MockDb): void {
  const media = insuranceAdMedia();
  SEED_PRODUCTS.forEach((product, index) => {
    const banner = media[INSURER_BANNERS.findIndex((item) => item.insurer === product.insuranceCompany)];
    db.insProducts.push({
      ...product,
      types: product.types.slice(),
      productId: allocateId(db, 'insProducts'),
      adImage: banner ? `${FILE_ROUTE}/${banner.key}` : '',
      sort: index + 1,
    });
  });
}

export function seedInsurance(db: MockDb, now: number): void {
  const random = createRandom(INSURANCE_SEED);
  seedProducts(db);
  if (db.fundAccounts.length === 0) {
    for (const account of FALLBACK_ACCOUNTS) {
      if (!db.companies.some((company) => company.companyId === account.companyId)) continue;
      db.fundAccounts.push({ companyId: account.companyId, balanceFen: 0, isPaymentKey: account.isPaymentKey });
      creditAccount(db, {
        companyId: account.companyId,
        amountFen: account.balanceFen,
        reason: 'topUp',
        insuranceOrderId: null,
        userId: null,
        createdTime: new Date(now - 60 * 86_400_000).toISOString(),
      });
    }
  }
  const today = chinaDay(now);
  const enabled = db.insProducts.filter((product) => product.isEnabled === 1);
  // Every status in every seeded company, then by weight; older orders first.
  const weights: readonly (readonly [InsuredStatus, number])[] = [
    [0, 3],
    [1, 1],
    [2, 8],
    [3, 1],
    [4, 1],
    [5, 1],
  ];
  for (const company of db.companies) {
    const count = ORDERS_PER_COMPANY[company.companyId] ?? 0;
    const aunts = db.aunts.filter((aunt) => aunt.companyId === company.companyId && aunt.isDeleted === 0 && aunt.idCard !== '');
    const staff = db.users.filter((user) => user.companyId === company.companyId);
    const employers = db.employers.filter((employer) => employer.companyId === company.companyId && employer.isDeleted === 0);
    if (count === 0 || aunts.length === 0 || staff.length === 0) continue;
    const people = random.sample(aunts, count);
    const plans = people.map((_, index) => (index < 6 ? (index as InsuredStatus) : random.weighted(weights)));
    const ages = plans.map(() => random.int(1, 100));
    const order = people.map((_, index) => index).sort((a, b) => (ages[b] ?? 0) - (ages[a] ?? 0));
    for (const index of order) {
      const aunt = people[index]!;
      const target = plans[index]!;
      const product = random.pick(enabled);
      const user = random.pick(staff);
      const daysAgo = ages[index]!;
      const created = now - daysAgo * 86_400_000 - random.int(0, 8 * 60) * 60_000;
      // Waiting, paid and failed orders start in the future; the others at any day around their making.
      const future = target === 0 || target === 1 || target === 3;
      const startNumber = future ? numberOfDay(today) + random.int(2, 30) : numberOfDay(chinaDay(created)) + random.int(1, 7);
      const insuredDate = dayOfNumber(startNumber);
      const byEmployer = employers.length > 0 && random.chance(0.25);
      const employer = byEmployer ? random.pick(employers) : null;
      const time = new Date(created).toISOString();
      const row = addOrder(db, {
        companyId: company.companyId,
        userId: user.userId,
        product,
        time,
        parties: {
          insuredDate,
          applicantType: employer ? 1 : 0,
          employerId: employer?.employerId ?? null,
          applicantName: employer ? employer.employerName : company.companyName,
          applicantGender: employer ? employer.gender : 1,
          applicantIdType: 0,
          applicantIdNo: employer ? idCardOf(random, 1965 + random.int(0, 25)) : '',
          applicantMobile: employer ? employer.mobile : (user.mobile ?? ''),
          insurerName: aunt.auntName,
          insurerGender: aunt.gender,
          insurerIdType: 0,
          insurerIdNo: aunt.idCard,
          auntId: aunt.auntId,
        },
      });
      if (target === 0 || target === 5) {
        if (target === 5) row.insuredStatus = INSURED_STATUS.orderCancelled;
      } else {
        const paidAt = new Date(created + 10 * 60_000);
        try {
          checkCanPay(db, company.companyId, row.premiumFen);
          payFromAccount(db, {
            companyId: company.companyId,
            amountFen: row.premiumFen,
            reason: 'insurancePay',
            insuranceOrderId: row.orderId,
            userId: user.userId,
            createdTime: paidAt.toISOString(),
          });
          row.paidBy = 'balance';
        } catch {
          row.paidBy = 'scan';
          row.payOrderNo = `SP${chinaDay(paidAt).replace(/-/g, '')}${String(row.orderId).padStart(8, '0')}`;
          row.scanPaid = true;
        }
        row.insuredStatus = INSURED_STATUS.paid;
        if (target === 2 || target === 4) {
          row.insuredStatus = INSURED_STATUS.insured;
          row.policyNo = policyNumber(row, paidAt);
          row.issuedTime = new Date(paidAt.getTime() + 60_000).toISOString();
        }
        if (target === 3) {
          row.insuredStatus = INSURED_STATUS.failed;
          row.failReason = random.pick(FAIL_REASONS);
        }
        if (target === 4) {
          row.insuredStatus = INSURED_STATUS.insuranceCancelled;
          if (row.paidBy === 'balance') {
            creditAccount(db, {
              companyId: company.companyId,
              amountFen: row.premiumFen,
              reason: 'insuranceRefund',
              insuranceOrderId: row.orderId,
              userId: user.userId,
              createdTime: new Date(paidAt.getTime() + 86_400_000).toISOString(),
            });
          }
        }
        row.updatedTime = paidAt.toISOString();
      }
      if ((target === 4 || target === 5) && random.chance(0.4)) row.isDeleted = 1;
    }
  }
}
