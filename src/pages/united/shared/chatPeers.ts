/**
 * Who a start-chat button of the joint hall talks to: the staff member who shared a hall record,
 * or the other side of a merge record (on our hall record: the applying staff member; on our
 * application: the staff member who shared the record). Never our own agency's records.
 */
import type { UnitedAunt, UnitedJob, UnitedMappingAunt } from '@/api/united.types';
import type { ChatStartPeer } from '@/pages/chat/joint/chatBoot';

/** The staff member who shared a hall aunt or job; null for our own agency's record. */
export function hallPeer(
  record: Pick<UnitedAunt | UnitedJob, 'isOwn' | 'companyId' | 'companyName' | 'teacherUserId' | 'teacherName'>,
  companyId: number,
): ChatStartPeer | null {
  if (record.isOwn === 1 || record.companyId === companyId || !record.teacherUserId) return null;
  return { userId: record.teacherUserId, userName: record.teacherName, userAvatar: '', companyName: record.companyName };
}

/** The other agency's staff member on a merge record; null when both sides are ours (or neither). */
export function mergePeer(record: UnitedMappingAunt, companyId: number): ChatStartPeer | null {
  if (record.ownerCompanyId === companyId && record.companyId !== companyId && record.teacherUserId) {
    return { userId: record.teacherUserId, userName: record.client_user.contact, userAvatar: record.client_user.avatarUrl, companyName: record.companyName };
  }
  if (record.companyId === companyId && record.ownerCompanyId !== companyId && record.ownerUserId) {
    return { userId: record.ownerUserId, userName: '', userAvatar: '', companyName: record.ownerCompanyName };
  }
  return null;
}
