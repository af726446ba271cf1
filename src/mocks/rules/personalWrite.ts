/**
 * Writes of records whose reads are masked (domain/personalData): a field sent back equal to the
 * mask of the stored value means "unchanged", so an edit form that showed the mask keeps the stored value.
 */
import { isMasked, keepsStored, maskAddress, type PersonalKind } from '@/domain/personalData';

export function withStoredPersonal<Row extends object>(body: unknown, row: Row, fields: Partial<Record<keyof Row & string, PersonalKind>>): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [field, kind] of Object.entries(fields) as [string, PersonalKind][]) {
    const stored = (row as Record<string, unknown>)[field];
    const sent = copy[field];
    if (typeof stored === 'string' && typeof sent === 'string' && keepsStored(sent, stored, kind)) copy[field] = stored;
  }
  return copy;
}

/**
 * An employer's address sent back as the app showed it (masked, alone or after his district) into a
 * new job or order prefilled from him: his stored address (with the district when it was sent with it).
 */
export function storedEmployerAddress(sent: string, employer: { district: string; address: string }): string {
  if (!isMasked(sent) || employer.address === '') return sent;
  const masked = maskAddress(employer.address);
  if (sent === masked) return employer.address;
  if (sent === `${employer.district}${masked}`) return `${employer.district}${employer.address}`;
  return sent;
}
