/**
 * Masks of personal data as the app displays it and the mock answers it (issue 38, items 1 and 8).
 * - mobile: '13812341234' -> '138****1234' (other text keeps its last 4 characters);
 * - identity number: only the last 4 characters shown, '**************1234' (any length);
 * - detailed address: kept up to the district / county / city name, the rest '****';
 * - place (an interview's): a place name (门店面试室, 视频面试) as is; one with a house number masked as an address.
 * A value already holding '*' is taken as masked and returned as is.
 */
export type PersonalKind = 'mobile' | 'idNumber' | 'address' | 'place';

export const isMasked = (value: string): boolean => value.includes('*');

export function maskMobile(mobile: string): string {
  if (mobile === '' || isMasked(mobile)) return mobile;
  if (/^\d{11}$/.test(mobile)) return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  return mobile.length <= 4 ? '*'.repeat(mobile.length) : `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}

export function maskIdNumber(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '' || isMasked(text)) return text;
  return text.length <= 4 ? '*'.repeat(text.length) : `${'*'.repeat(text.length - 4)}${text.slice(-4)}`;
}

/** The first administrative level at or below the district: 区 / 县 / 旗, else the last 市. */
const DISTRICT_RE = /^.*?(?:区|县|旗)|^.*市/;

export function maskAddress(address: string | null | undefined): string {
  const text = (address ?? '').trim();
  if (text === '' || isMasked(text)) return text;
  const kept = DISTRICT_RE.exec(text)?.[0] ?? '';
  return kept.length >= text.length ? text : `${kept}****`;
}

/** A house number: digits, or Chinese numerals before 号 / 栋 / 单元 / 室 / 楼 / 弄 / 巷. */
const HOUSE_NUMBER_RE = /[0-9０-９]|[一二三四五六七八九十百零〇两]+(?:号|栋|幢|单元|室|楼|弄|巷)/;

export function maskPlace(place: string | null | undefined): string {
  const text = (place ?? '').trim();
  return HOUSE_NUMBER_RE.test(text) ? maskAddress(text) : text;
}

/** A person's name in the access log: the first character kept, '王**' ('' stays ''). */
export function maskName(name: string | null | undefined): string {
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return '';
  return `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

export function maskPersonal(kind: PersonalKind, value: string | null | undefined): string {
  const text = value ?? '';
  if (kind === 'mobile') return maskMobile(text);
  if (kind === 'idNumber') return maskIdNumber(text);
  if (kind === 'place') return maskPlace(text);
  return maskAddress(text);
}

/** An unchanged edit: the form's value equals the mask it was shown, so the stored value stays. */
export function keepsStored(sent: string | undefined, stored: string, kind: PersonalKind): boolean {
  return sent !== undefined && stored !== '' && isMasked(sent) && sent === maskPersonal(kind, stored);
}
