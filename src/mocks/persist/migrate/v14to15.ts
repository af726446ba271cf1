/** The data upgrade 14 -> 15: the company's catalogues (one step of migrate/index.ts). */
import { seedCatalogueTables } from '../../db/seedCatalogues';
import { emptyCatalogueTables, type MockDb } from '../../db/schema';
import { SEED_NOW } from '../../db/seedTime';
import { counterOf, rows, type MigrationContext, type Raw } from './shared';

/**
 * 14 -> 15: the company's catalogues (issue 16). The attribute values and the text templates arrive
 * seeded as a fresh database seeds them (db/seedCatalogues.ts: the same lists and templates for each
 * agency the file holds). Every aunt gets her `attributes` (none: what she believes or eats is not
 * known, so nothing is made up for real records). Catalogue rows need nothing: `isRetired` is absent
 * on entries never retired. A file that already holds the tables keeps them.
 */
export function catalogues(db: Raw, context: MigrationContext): void {
  let given = 0;
  for (const aunt of rows(db, 'aunts')) {
    if (typeof aunt.attributes === 'object' && aunt.attributes !== null && !Array.isArray(aunt.attributes)) continue;
    aunt.attributes = {};
    given += 1;
  }
  if (given > 0) context.log(`gave ${given} aunt(s) an empty set of preferences`);
  if (Array.isArray(db.attributeValues)) return;
  Object.assign(db, emptyCatalogueTables());
  Object.assign(counterOf(db), { attributeValues: 0, templates: 0 });
  seedCatalogueTables(db as unknown as MockDb, SEED_NOW);
  context.log(`started the catalogues: ${rows(db, 'attributeValues').length} attribute value(s), ${rows(db, 'templates').length} template(s)`);
}
