/**
 * How many records of a company use each catalogue entry (aunts in the recycle bin count too: a
 * restore brings them back with their entries). One pass over the company's records per call, so a
 * settings read costs the same whatever the number of entries.
 *
 * - service types: an aunt's types and her work history's, an employer's need, a job, an order
 *   (each record once);
 * - skill options, labels, certificates: aunts; a skill group: the aunts holding any of its skills
 *   (each aunt once, however many of the group's skills she has);
 * - trainings and visas: no record holds them yet (0).
 */
import { rawView } from '../db/tracking';
import type { MockDb } from '../db';

export interface CatalogueUses {
  serviceTypes: Map<number, number>;
  skills: Map<number, number>;
  /** Per skill group (skillItemId), counted with the skills. */
  skillGroups: Map<number, number>;
  labels: Map<number, number>;
  certificates: Map<number, number>;
}

const bump = (counts: Map<number, number>, ids: Iterable<number>) => {
  for (const id of new Set(ids)) counts.set(id, (counts.get(id) ?? 0) + 1);
};

type Kind = Exclude<keyof CatalogueUses, 'skillGroups'>;
const ALL_KINDS: readonly Kind[] = ['serviceTypes', 'skills', 'labels', 'certificates'];

/** Counts of the kinds asked for (the others stay empty); reads the plain rows, not the change-tracking proxies. */
export function catalogueUses(db: MockDb, companyId: number, kinds: readonly Kind[] = ALL_KINDS): CatalogueUses {
  const uses: CatalogueUses = { serviceTypes: new Map(), skills: new Map(), skillGroups: new Map(), labels: new Map(), certificates: new Map() };
  const plain = rawView(db) as unknown as MockDb;
  const wanted = new Set(kinds);
  const groupOf = new Map(
    wanted.has('skills') ? plain.skillOptions.filter((row) => row.companyId === companyId).map((row) => [row.skillOptionId, row.skillItemId]) : [],
  );
  for (const aunt of plain.aunts) {
    if (aunt.companyId !== companyId) continue;
    if (wanted.has('serviceTypes'))
      bump(uses.serviceTypes, [...aunt.serviceTypes, ...aunt.workHistory.flatMap((entry) => (entry.serviceType === null ? [] : [entry.serviceType]))]);
    if (wanted.has('skills')) {
      bump(uses.skills, aunt.skills);
      bump(
        uses.skillGroups,
        aunt.skills.flatMap((id) => groupOf.get(id) ?? []),
      );
    }
    if (wanted.has('labels')) bump(uses.labels, aunt.labels);
    if (wanted.has('certificates')) bump(uses.certificates, aunt.certificates);
  }
  if (wanted.has('serviceTypes')) {
    for (const table of [plain.employers, plain.jobs, plain.orders]) {
      for (const row of table) if (row.companyId === companyId && row.serviceType) bump(uses.serviceTypes, [row.serviceType]);
    }
  }
  return uses;
}

/** The uses of one kind's entries of a company (a settings write asks for one kind). */
export function usesOf(db: MockDb, companyId: number, kind: Kind): Map<number, number> {
  return catalogueUses(db, companyId, [kind])[kind];
}
