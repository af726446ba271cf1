/**
 * Which side of a merge record the signed-in agency is on, and the steps the graph leaves it
 * (domain/unitedGraph.ts): the pages offer exactly those.
 */
import type { UnitedMappingAunt } from '@/api/united.types';
import { OPEN_MERGE_STATUSES, allowedMergeActions, type MergeAction, type MergeSide } from '@/domain/unitedGraph';
import { useSession } from '@/stores/session';

/** owner when the record's hall aunt or job is our company's, else applicant. */
export function sideOf(record: Pick<UnitedMappingAunt, 'ownerCompanyId'>, companyId: number): MergeSide {
  return record.ownerCompanyId === companyId ? 'owner' : 'applicant';
}

export function stepsFor(record: Pick<UnitedMappingAunt, 'ownerCompanyId' | 'status'>, companyId: number): MergeAction[] {
  return allowedMergeActions(record.status, sideOf(record, companyId));
}

/** Our company's open merge (applied or agreed) among a hall record's merges, if any. */
export function ourOpenMerge(records: readonly UnitedMappingAunt[], companyId: number): UnitedMappingAunt | undefined {
  return records.find((record) => record.companyId === companyId && OPEN_MERGE_STATUSES.includes(record.status));
}

/** The signed-in user's company id (0 before the user info is in). */
export function useCompanyId(): number {
  return useSession((state) => state.user?.company.companyId ?? 0);
}
