/**
 * An aunt of another agency in the Aunt shape, as a partner may see her (the aunts offered for a
 * job, /aunt/getJobApplyAunts): identity number, WeChat, addresses, remarks, identity photos
 * and custom fields emptied, the mobile masked, the owner and flags cleared; her service types,
 * skills, certificates and labels mapped by name to the reader's options (as a copy maps them).
 */
import type { Aunt } from '@/api/aunt';
import type { UnitedMappingStatus } from '@/api/united.types';
import { MERGE_STATUS } from '@/domain/unitedGraph';
import type { AuntRow } from '../db';
import { copiedFields } from './auntCopy';
import { toAunt } from './auntView';

/** Job merges whose aunt counts as offered: still open, or merged. */
export const OFFERED_STATUSES: readonly UnitedMappingStatus[] = [MERGE_STATUS.applied, MERGE_STATUS.agreed, MERGE_STATUS.merged];

export function toPartnerAunt(row: AuntRow, readerCompanyId: number): Aunt {
  const aunt = toAunt(row, {});
  const mapped = copiedFields(row, readerCompanyId);
  return {
    ...aunt,
    serviceTypes: mapped.serviceTypes ?? [],
    skills: mapped.skills ?? [],
    certificates: mapped.certificates ?? [],
    certificateExpiries: mapped.certificateExpiries ?? [],
    labels: mapped.labels ?? [],
    workHistory: mapped.workHistory ?? [],
    wechat: '',
    idCard: '',
    birthDate: null,
    householdRegister: '',
    currentAddress: '',
    idCardPhotos: [],
    customFields: {},
    remarks: '',
    teacherUserId: 0,
    teacherName: '',
    isFav: 0,
    isTop: 0,
    isLocked: 0,
    isShared: 0,
  };
}
