/**
 * A personal value the order form fills from a record (the aunt's identity number, an employer
 * applicant's mobile): reads answer it masked, so the full value comes through /privacy/reveal with
 * the reason 投保 (logged: that is the point). A server without the call (404) or a refusal leaves
 * the value the record carries when it is not a mask, else '' to type.
 */
import { revealPersonal, type PrivacySubject } from '@/api/privacy';
import { isMasked } from '@/domain/personalData';

export async function revealForOrder(subject: PrivacySubject, id: number, field: string, carried: string): Promise<string> {
  if (!carried) return '';
  const fallback = isMasked(carried) ? '' : carried;
  try {
    const answer = await revealPersonal({ subject, id, fields: [field], reason: { kind: 'insure' } }, { silent: true });
    const full = answer.values[field] ?? '';
    return full && !isMasked(full) ? full : fallback;
  } catch {
    return fallback;
  }
}
