/**
 * Reference lists of the aunt record (first document, section 3, and our additions).
 * Labels are i18n keys under `codes.*` (zh/en in i18n/{zh,en}/codes.json), except the ethnic
 * groups, whose value is the Chinese name and whose English name travels with it.
 */
import type { AuntVerifyState, AuntWorkStatus, ConstellationKey, EducationCode, LiveIn, MaritalStatus, ZodiacKey } from '@/api/aunt.types';

export interface Code<V> {
  value: V;
  /** i18n key of the label. */
  labelKey: string;
}

/** Work status with the colour of its tag (antd preset colours). */
export interface WorkStatusCode extends Code<AuntWorkStatus> {
  color: string;
}

export const WORK_STATUSES: readonly WorkStatusCode[] = [
  { value: 1, labelKey: 'codes.workStatus.1', color: 'blue' },
  { value: 2, labelKey: 'codes.workStatus.2', color: 'cyan' },
  { value: 3, labelKey: 'codes.workStatus.3', color: 'purple' },
  { value: 4, labelKey: 'codes.workStatus.4', color: 'orange' },
  { value: 5, labelKey: 'codes.workStatus.5', color: 'green' },
  { value: 6, labelKey: 'codes.workStatus.6', color: 'red' },
];
export const BLACKLIST_STATUS: AuntWorkStatus = 6;
/** The highest expected monthly salary the screens accept (yuan; the form and the list's inline editor). */
export const AUNT_SALARY_MAX = 100_000;

/** Verification states (isVerified): only an aunt awaiting it (the 待审核 list) is approved or rejected. */
export const VERIFY_PENDING: AuntVerifyState = 0;
export const VERIFIED: AuntVerifyState = 1;
export const VERIFY_REJECTED: AuntVerifyState = 2;
/** Longest reason of a rejection (驳回原因), client and mock alike. */
export const VERIFY_REASON_MAX = 200;

export const EDUCATIONS: readonly Code<EducationCode>[] = ([1, 2, 3, 4, 5, 6, 7] as const).map((value) => ({ value, labelKey: `codes.education.${value}` }));
export const MARITAL_STATUSES: readonly Code<MaritalStatus>[] = ([0, 1, 2, 3, 4] as const).map((value) => ({ value, labelKey: `codes.marital.${value}` }));
export const LIVE_IN_OPTIONS: readonly Code<LiveIn>[] = ([0, 1, 2] as const).map((value) => ({ value, labelKey: `codes.liveIn.${value}` }));
export const GENDERS: readonly Code<0 | 1>[] = [
  { value: 0, labelKey: 'codes.gender.0' },
  { value: 1, labelKey: 'codes.gender.1' },
];

/** The twelve zodiac animals, in cycle order from the rat (1900, 1912, ... 2020 are rat years). */
export const ZODIACS: readonly ZodiacKey[] = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'];

/** The twelve constellations with the month-day each one starts on (Capricorn spans the new year). */
export const CONSTELLATIONS: readonly { key: ConstellationKey; starts: string }[] = [
  { key: 'capricorn', starts: '12-22' },
  { key: 'aquarius', starts: '01-20' },
  { key: 'pisces', starts: '02-19' },
  { key: 'aries', starts: '03-21' },
  { key: 'taurus', starts: '04-20' },
  { key: 'gemini', starts: '05-21' },
  { key: 'cancer', starts: '06-22' },
  { key: 'leo', starts: '07-23' },
  { key: 'virgo', starts: '08-23' },
  { key: 'libra', starts: '09-23' },
  { key: 'scorpio', starts: '10-24' },
  { key: 'sagittarius', starts: '11-23' },
];

/** The 56 ethnic groups of China: value (Chinese name) and English name. Han first, then by population. */
export const ETHNIC_GROUPS: readonly { value: string; en: string }[] = [
  ['汉族', 'Han'],
  ['壮族', 'Zhuang'],
  ['回族', 'Hui'],
  ['满族', 'Manchu'],
  ['维吾尔族', 'Uyghur'],
  ['苗族', 'Miao'],
  ['彝族', 'Yi'],
  ['土家族', 'Tujia'],
  ['藏族', 'Tibetan'],
  ['蒙古族', 'Mongol'],
  ['侗族', 'Dong'],
  ['布依族', 'Bouyei'],
  ['瑶族', 'Yao'],
  ['白族', 'Bai'],
  ['朝鲜族', 'Korean'],
  ['哈尼族', 'Hani'],
  ['黎族', 'Li'],
  ['哈萨克族', 'Kazakh'],
  ['傣族', 'Dai'],
  ['畲族', 'She'],
  ['傈僳族', 'Lisu'],
  ['东乡族', 'Dongxiang'],
  ['仡佬族', 'Gelao'],
  ['拉祜族', 'Lahu'],
  ['佤族', 'Wa'],
  ['水族', 'Sui'],
  ['纳西族', 'Nakhi'],
  ['羌族', 'Qiang'],
  ['土族', 'Tu'],
  ['仫佬族', 'Mulao'],
  ['锡伯族', 'Xibe'],
  ['柯尔克孜族', 'Kyrgyz'],
  ['景颇族', 'Jingpo'],
  ['达斡尔族', 'Daur'],
  ['撒拉族', 'Salar'],
  ['布朗族', 'Blang'],
  ['毛南族', 'Maonan'],
  ['塔吉克族', 'Tajik'],
  ['普米族', 'Pumi'],
  ['阿昌族', 'Achang'],
  ['怒族', 'Nu'],
  ['鄂温克族', 'Evenki'],
  ['京族', 'Gin'],
  ['基诺族', 'Jino'],
  ['德昂族', "De'ang"],
  ['保安族', 'Bonan'],
  ['俄罗斯族', 'Russian'],
  ['裕固族', 'Yugur'],
  ['乌孜别克族', 'Uzbek'],
  ['门巴族', 'Monba'],
  ['鄂伦春族', 'Oroqen'],
  ['独龙族', 'Derung'],
  ['赫哲族', 'Hezhen'],
  ['高山族', 'Gaoshan'],
  ['珞巴族', 'Lhoba'],
  ['塔塔尔族', 'Tatar'],
].map(([value, en]) => ({ value, en }));

/** The label of an ethnic group in the interface language. */
export function ethnicityLabel(value: string, language: string): string {
  return language === 'en' ? (ETHNIC_GROUPS.find((group) => group.value === value)?.en ?? value) : value;
}

export function workStatusOf(value: AuntWorkStatus): WorkStatusCode {
  return WORK_STATUSES.find((status) => status.value === value) ?? WORK_STATUSES[0];
}
