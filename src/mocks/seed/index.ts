/**
 * Builds the seeded database. Every step draws from one PRNG with a fixed seed, in a fixed
 * order, so the result is deterministic. Later seeds (aunts, employers, orders...) append a
 * step to SEED_STEPS and keep drawing from the same generator. The seeds play the rules (orders
 * through their steps, fund accounts, the united hall), so the seeding sits above rules/; loading
 * this module hands the store its maker (the handlers import it).
 */
import { createRandom, type Random } from '../db/random';
import { emptyDb, type MockDb } from '../db/schema';
import { provideSeed } from '../db/store';
import { seedAccounts } from '../db/seedAccounts';
import { seedAunts } from '../db/seedAunts';
import { seedChat } from './seedChat';
import { seedCompanySettings } from '../db/seedCompanySettings';
import { seedEmployers } from '../db/seedEmployers';
import { seedJobMsg } from './seedJobMsg';
import { seedOrders } from './seedOrders';
import { seedPages } from '../db/seedPages';
import { seedUnited } from './seedUnited';
import { SEED_MONTH, SEED_NOW } from '../db/seedTime';
import { seedFinance } from './seedFinance';
import { seedInsurance } from './seedInsurance';
import { seedOffice } from './seedOffice';
import { seedUserTasks } from '../db/seedUserTasks';
import { seedCatalogues } from '../db/seedCatalogues';
import { seedCustom } from '../db/seedCustom';
import { seedCompanyApp } from './seedCompanyApp';
import { seedConsents } from '../rules/auntConsent';

export const SEED = 20240601;

type SeedStep = (db: MockDb, random: Random) => void;

// seedAunts draws from its own generator (see there) and needs the companies; the company
// settings are fixed declarations; the aunts need the users and the settings.
const SEED_STEPS: readonly SeedStep[] = [
  (db) => seedPages(db),
  seedAccounts,
  (db) => seedCompanySettings(db),
  (db) => seedAunts(db),
  // Employers (with jobs, follow-ups, transfers) need the users and service types; orders need
  // employers and aunts, and move the aunts' work status as the graph says.
  (db) => seedEmployers(db),
  (db) => seedOrders(db),
  // The joint hall shares aunts as the orders left them and plays its merges through the rules.
  (db) => seedUnited(db),
  // The aunt threads talk with aunts as every earlier step left them; own generator.
  (db) => seedJobMsg(db, SEED_NOW),
  // The joint-hall chats talk about the hall and use the threads' pictures; own generator.
  (db) => seedChat(db, SEED_NOW),
  // Money and results, each on its own generator: the fund accounts and the fee dictionary and
  // records first, insurance orders paid from those accounts next, the staff targets last.
  (db) => seedFinance(db, SEED_NOW),
  (db) => seedInsurance(db, SEED_NOW),
  (db) => seedOffice(db, SEED_NOW, SEED_MONTH),
  // The staff tasks (data version 14) name the users, aunts and employers; no generator.
  (db) => seedUserTasks(db, SEED_NOW),
  // The attribute values, templates and the aunts' attribute values (data version 15); own generator.
  (db) => seedCatalogues(db, SEED_NOW),
  // The custom settings (data version 16): form fields, list tabs, certificate expiries and a few
  // custom values on the records; no generator (the upgrade 15 -> 16 gives a file the same).
  (db) => seedCustom(db, SEED_NOW),
  // The mini-program (data version 17): members from the employers, requests played through the
  // request graph, news with the seed pictures, trainings signed up for by aunts and members; own generator.
  (db) => seedCompanyApp(db, SEED_NOW),
  // The aunts' sharing authorisations (data version 19), from the final records (the upgrade 18 -> 19 gives a file the same).
  (db) => seedConsents(db),
];

export function createSeededDb(): MockDb {
  const db = emptyDb();
  const random = createRandom(SEED);
  for (const step of SEED_STEPS) step(db, random);
  return db;
}

provideSeed(createSeededDb);
