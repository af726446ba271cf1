/**
 * One seeded employer record (without ids and times): a Chinese name (surname + 先生/女士 or a
 * full name), a mobile unique in the company, where the family lives, the household, the
 * budget and the aunt wanted. Everything is drawn from the caller's generator.
 */
import type { EmployerSource, EmployerStatus } from '@/api/employer.types';
import type { LiveIn } from '@/api/aunt.types';
import type { Random } from './random';
import { REGIONS } from './regions';
import type { EmployerRow } from './schema';
import { MOBILE_PREFIXES, SURNAMES } from './seedNames';
import { EMPLOYER_CITIES, EMPLOYER_REMARKS, GIVEN_NAMES_MEN, GIVEN_NAMES_WOMEN, REQUIREMENTS, type EmployerCity } from './seedEmployerData';
import { digitString, pickSome, weightedPicker } from './seedPick';
import { SEED_NOW } from './seedTime';

const DAY = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a time, 'YYYY-MM-DD' (without dayjs: the seed makes thousands). */
export function seedDay(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const pickSurname = weightedPicker(SURNAMES);
const pickSource = weightedPicker<EmployerSource>([
  [1, 25],
  [2, 15],
  [3, 20],
  [4, 25],
  [5, 10],
  [6, 5],
]);
const pickStatus = weightedPicker<EmployerStatus>([
  [1, 40],
  [2, 30],
  [3, 18],
  [4, 12],
]);
const PROVINCE_OF = new Map(REGIONS.map((region) => [region.region_id, region.province_id]));

/** The fields of a seeded employer that are not ids, owner or times. */
export type EmployerPerson = Omit<
  EmployerRow,
  'employerId' | 'companyId' | 'userId' | 'isDeleted' | 'deletedTime' | 'deletedBy' | 'createdTime' | 'updatedTime'
>;

/** Service type name -> [budget low, budget high] in yuan per month. */
const BUDGETS: Readonly<Record<string, readonly [number, number]>> = {
  月嫂: [10000, 15000],
  育儿嫂: [7000, 12000],
  住家保姆: [6000, 10000],
  不住家保姆: [5000, 8000],
  钟点工: [4000, 6000],
  护工: [6000, 9000],
  老人陪护: [5500, 9000],
  保洁: [4000, 6000],
  厨师: [8000, 15000],
};

function cityOf(random: Random, companyId: number): EmployerCity {
  const cities = EMPLOYER_CITIES[companyId] ?? EMPLOYER_CITIES[1] ?? [];
  const home = cities[0];
  if (!home) throw new Error('seed: no employer city');
  return random.chance(0.9) ? home : random.pick(cities);
}

function nameOf(random: Random): { employerName: string; gender: 0 | 1 } {
  const male = random.chance(0.45);
  const surname = pickSurname(random);
  const employerName = random.chance(0.6) ? `${surname}${male ? '先生' : '女士'}` : `${surname}${random.pick(male ? GIVEN_NAMES_MEN : GIVEN_NAMES_WOMEN)}`;
  return { employerName, gender: male ? 1 : 0 };
}

/** A mobile not yet in `taken` (which it is added to). */
export function uniqueMobile(random: Random, taken: Set<string>): string {
  for (;;) {
    const mobile = `${random.pick(MOBILE_PREFIXES)}${digitString(random, 8)}`;
    if (!taken.has(mobile)) {
      taken.add(mobile);
      return mobile;
    }
  }
}

function liveInFor(random: Random, typeName: string): LiveIn {
  if (typeName === '住家保姆' || typeName === '月嫂') return 1;
  if (typeName === '不住家保姆' || typeName === '钟点工' || typeName === '保洁') return 0;
  return random.pick([0, 1, 2] as const);
}

function budgetOf(random: Random, typeName: string): number {
  if (random.chance(0.12)) return 0;
  const [low, high] = BUDGETS[typeName] ?? [4000, 15000];
  return random.int(low / 500, high / 500) * 500;
}

/** `typeName` is the name of `serviceType` ('' when 0). */
export function seedEmployerPerson(random: Random, companyId: number, serviceType: number, typeName: string, mobiles: Set<string>): EmployerPerson {
  const { employerName, gender } = nameOf(random);
  const mobile = uniqueMobile(random, mobiles);
  const city = cityOf(random, companyId);
  const baby = typeName === '月嫂' || typeName === '育儿嫂';
  const elderly = typeName === '护工' || typeName === '老人陪护';
  const aunt = random.chance(0.7) ? random.int(28, 45) : null;
  const wechatRoll = random.next();
  return {
    employerName,
    gender,
    mobile,
    wechat: wechatRoll < 0.4 ? mobile : wechatRoll < 0.7 ? `wx_${digitString(random, 6)}` : '',
    avatarUrl: '',
    source: pickSource(random),
    status: pickStatus(random),
    serviceType,
    cityId: city.cityId,
    addressPicker: [PROVINCE_OF.get(city.cityId) ?? 0, city.cityId],
    district: random.pick(city.districts),
    address: `${random.pick(city.roads)}${random.int(1, 2999)}号${random.pick(city.compounds)}${random.int(1, 40)}栋${random.int(2, 32)}0${random.int(1, 4)}室`,
    houseArea: random.chance(0.15) ? null : random.int(10, 60) * 5,
    familySize: random.chance(0.1) ? null : random.int(2, 7),
    hasElderly: elderly || random.chance(0.25) ? 1 : 0,
    hasChildren: baby || random.chance(0.35) ? 1 : 0,
    hasPets: random.chance(0.15) ? 1 : 0,
    limitMoney: budgetOf(random, typeName),
    expectedStart: random.chance(0.2) ? null : seedDay(SEED_NOW + random.int(-20, 60) * DAY),
    auntAgeMin: aunt,
    auntAgeMax: aunt === null ? null : Math.min(60, aunt + random.int(5, 15)),
    liveIn: liveInFor(random, typeName),
    minExperienceYears: random.chance(0.4) ? null : random.int(1, 10),
    requirements: pickSome(random, REQUIREMENTS[typeName] ?? [], random.int(1, 2)).join('，'),
    remarks: random.chance(0.3) ? random.pick(EMPLOYER_REMARKS) : '',
    customFields: {},
  };
}
