/**
 * How many records of a company use each catalogue entry (aunts in the recycle bin count too: a
 * restore brings them back with their entries). One pass over the company's records per call, so a
 * settings read costs the same whatever the number of entries.
 *
 * - service types: an aunt's types and her work history's, an employer's need, a job, an order
 *   (each record once);
 * - skill options, labels, certificates: aunts;
 * - trainings and visas: no record holds them yet (0).
 */
import type { MockDb } from '../db';

export interface CatalogueUses {
  serviceTypes: Map<number, number>;
  skills: Map<number, number>;
  labels: Map<number, number>;
  certificates: Map<number, number>;
}

const bump = (counts: Map<number, number>, ids: Iterable<number>) => {
  for (const id of new Set(ids)) counts.set(id, (counts.get(id) ?? 0) + 1);
};

export function catalogueUses(db: MockDb, companyId: number): CatalogueUses {
  const uses: CatalogueUses = { serviceTypes: new Map(), skills: new Map(), labels: new Map(), certificates: new Map() };
  for (const aunt of db.aunts) {
    if (aunt.companyId !== companyId) continue;
    const historyTypes = aunt.workHistory.flatMap((entry) => (entry.serviceType === null ? [] : [entry.serviceType]));
    bump(uses.serviceTypes, [...aunt.serviceTypes, ...historyTypes]);
    bump(uses.skills, aunt.skills);
    bump(uses.labels, aunt.labels);
    bump(uses.certificates, aunt.certificates);
  }
  for (const table of [db.employers, db.jobs, db.orders]) {
    for (const row of table) if (row.companyId === companyId && row.serviceType) bump(uses.serviceTypes, [row.serviceType]);
  }
  return uses;
}

/** The uses of one kind's entries of a company (a settings write asks for one kind). */
export function usesOf(db: MockDb, companyId: number, kind: keyof CatalogueUses): Map<number, number> {
  return catalogueUses(db, companyId)[kind];
}
