/**
 * The personal half of a seeded aunt: name, identity number (a real prefecture code, a birth
 * date 1960-2000, the gender digit and the ISO 7064 MOD 11-2 check digit), what derives from
 * it, native place, household register, ethnicity, education, marital status, body, mobile.
 */
import type { EducationCode, Gender, MaritalStatus } from '@/api/aunt';
import { checkDigitOf, daysInMonth, deriveFromIdCard, type IdCardFacts } from '@/domain/idCard';
import type { Random } from './random';
import { REGIONS, type RegionRow } from './regions';
import { digitString, weightedPicker, type Picker } from './seedPick';
import { MINORITIES, ORIGIN_WEIGHTS, VILLAGES } from './seedAuntPlaces';
import { GIVEN_NAMES_MALE, GIVEN_NAMES_OLDER, GIVEN_NAMES_YOUNGER, MOBILE_PREFIXES, SURNAMES } from './seedNames';

export interface SeedPerson {
  auntName: string;
  gender: Gender;
  idCard: string;
  facts: IdCardFacts;
  nativePlace: string;
  householdRegister: string;
  ethnicity: string;
  education: EducationCode | null;
  maritalStatus: MaritalStatus;
  height: number | null;
  weight: number | null;
  mobile: string;
  wechat: string;
  provinceId: number;
}

const REGIONS_BY_PROVINCE = new Map<number, RegionRow[]>();
for (const region of REGIONS) {
  const list = REGIONS_BY_PROVINCE.get(region.province_id) ?? [];
  list.push(region);
  REGIONS_BY_PROVINCE.set(region.province_id, list);
}

/** Birth years 1960-2000, most between 1965 and 1985. */
const pickBirthYear = weightedPicker(
  Array.from({ length: 41 }, (_, index) => {
    const year = 1960 + index;
    return [year, Math.max(1.5, 22 - Math.abs(year - 1975) * 1.1)] as const;
  }),
);
const pickSurname = weightedPicker(SURNAMES);
const ORIGIN_PICKERS = new Map<number, Picker<number>>(Object.entries(ORIGIN_WEIGHTS).map(([id, weights]) => [Number(id), weightedPicker(weights)]));
const GENDER_DIGITS = { 0: [0, 2, 4, 6, 8], 1: [1, 3, 5, 7, 9] } as const;

/** '四川省 成都市'; a municipality is named once ('重庆市'). */
export function nativePlaceOf(region: RegionRow): string {
  return region.province_name === region.region_name ? region.region_name : `${region.province_name} ${region.region_name}`;
}

/** Roughly normal around `mean` (sum of three uniforms), clamped. */
function bell(random: Random, mean: number, spread: number, min: number, max: number): number {
  const value = mean + (random.next() + random.next() + random.next() - 1.5) * 2 * spread;
  return Math.round(Math.min(max, Math.max(min, value)));
}

export function seedIdCard(random: Random, region: RegionRow, gender: Gender, taken: Set<string>): string {
  for (;;) {
    const year = pickBirthYear(random);
    const month = random.int(1, 12);
    const day = random.int(1, daysInMonth(year, month));
    const genderDigit = random.pick(GENDER_DIGITS[gender]);
    const first17 = `${region.region_id}${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${digitString(random, 2)}${genderDigit}`;
    const idCard = first17 + checkDigitOf(first17);
    if (!taken.has(idCard)) {
      taken.add(idCard);
      return idCard;
    }
  }
}

export function seedMobile(random: Random, taken: Set<string>): string {
  for (;;) {
    const mobile = random.pick(MOBILE_PREFIXES) + digitString(random, 8);
    if (!taken.has(mobile)) {
      taken.add(mobile);
      return mobile;
    }
  }
}

function educationOf(random: Random, birthYear: number): EducationCode {
  if (birthYear < 1970)
    return random.weighted<EducationCode>([
      [1, 30],
      [2, 50],
      [3, 12],
      [4, 6],
      [5, 2],
    ]);
  if (birthYear < 1985)
    return random.weighted<EducationCode>([
      [1, 12],
      [2, 50],
      [3, 20],
      [4, 12],
      [5, 5],
      [6, 1],
    ]);
  return random.weighted<EducationCode>([
    [1, 3],
    [2, 30],
    [3, 25],
    [4, 22],
    [5, 15],
    [6, 4],
    [7, 1],
  ]);
}

function maritalOf(random: Random, age: number): MaritalStatus {
  if (age < 28)
    return random.weighted<MaritalStatus>([
      [1, 60],
      [2, 38],
      [0, 2],
    ]);
  return random.weighted<MaritalStatus>([
    [2, 80],
    [3, 10],
    [4, age > 50 ? 6 : 1],
    [1, 3],
    [0, 3],
  ]);
}

export interface PersonContext {
  companyId: number;
  /** The seed's clock, for the ages. */
  today: Date;
  idCards: Set<string>;
  mobiles: Set<string>;
  /** Male workers are mostly carers; the caller decides. */
  male: boolean;
}

export function seedPerson(random: Random, context: PersonContext): SeedPerson {
  const gender: Gender = context.male ? 1 : 0;
  const provinceId = (ORIGIN_PICKERS.get(context.companyId) ?? ORIGIN_PICKERS.get(1) ?? (() => 510000))(random);
  const region = random.pick(REGIONS_BY_PROVINCE.get(provinceId) ?? REGIONS);
  const idCard = seedIdCard(random, region, gender, context.idCards);
  const facts = deriveFromIdCard(idCard, context.today);
  if (!facts) throw new Error(`seed: generated an invalid identity number ${idCard}`);
  const birthYear = Number(facts.birthDate.slice(0, 4));
  const given = context.male ? GIVEN_NAMES_MALE : birthYear < 1980 ? GIVEN_NAMES_OLDER : GIVEN_NAMES_YOUNGER;
  const [minorityShare, minorities] = MINORITIES[provinceId] ?? [0.01, ['回族', '满族']];
  const mobile = seedMobile(random, context.mobiles);
  const bodyKnown = random.chance(0.95);
  return {
    auntName: pickSurname(random) + random.pick(given),
    gender,
    idCard,
    facts,
    nativePlace: nativePlaceOf(region),
    householdRegister: `${nativePlaceOf(region).replace(' ', '')}${random.pick(VILLAGES)}${random.int(1, 199)}号`,
    ethnicity: random.chance(minorityShare) ? random.pick(minorities) : '汉族',
    education: random.chance(0.03) ? null : educationOf(random, birthYear),
    maritalStatus: maritalOf(random, facts.age),
    height: bodyKnown ? (context.male ? bell(random, 170, 6, 155, 188) : bell(random, 158, 5, 145, 175)) : null,
    weight: bodyKnown ? (context.male ? bell(random, 68, 8, 50, 95) : bell(random, 56, 7, 42, 85)) : null,
    mobile,
    wechat: random.chance(0.6) ? (random.chance(0.5) ? mobile : `wxid_${random.next().toString(36).slice(2, 12)}`) : '',
    provinceId,
  };
}
