/** The data upgrade 12 -> 13: money and results (one step of migrate/index.ts). */
import { seedFinance } from '../../seed/seedFinance';
import { seedInsurance } from '../../seed/seedInsurance';
import { seedOffice } from '../../seed/seedOffice';
import { emptyFinanceTables, emptyInsuranceTables, emptyOfficeTables, type MockDb } from '../../db/schema';
import { SEED_MONTH, SEED_NOW } from '../../db/seedTime';
import { rows, type MigrationContext, type Raw } from './shared';

/**
 * 12 -> 13: money and results. The fund accounts, fee dictionary and fee records, the insurance
 * products and orders, and the staff targets arrive seeded as a fresh database seeds them, from the
 * users, aunts, employers and orders the file holds. Nothing else changes. A file that already
 * holds the tables keeps them.
 */
export function moneyAndResults(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.insOrders)) return;
  Object.assign(db, emptyFinanceTables(), emptyInsuranceTables(), emptyOfficeTables());
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  Object.assign(counters, { fundLedger: 0, feeRecords: 0, financeDict: 0, insProducts: 0, insOrders: 0, achievementTargets: 0 });
  db.counters = counters;
  const seeded = db as unknown as MockDb;
  seedFinance(seeded, SEED_NOW);
  seedInsurance(seeded, SEED_NOW);
  seedOffice(seeded, SEED_NOW, SEED_MONTH);
  context.log(`started the money tables: ${rows(db, 'feeRecords').length} fee record(s), ${rows(db, 'insOrders').length} insurance order(s)`);
}
