/**
 * The working half of a seeded aunt, drawn from her company's settings: service types, skills,
 * certificates, labels, expected salary, live-in, introduction and work history.
 *
 * Salaries are monthly yuan by the first service type. 钟点工 (hourly workers, 40-60 yuan an
 * hour) are stored as the monthly equivalent of 4 hours a day, 26 days a month; the
 * introduction names the hourly rate.
 */
import type { CertificateExpiry, LiveIn, WorkHistoryEntry } from '@/api/aunt';
import type { Random } from './random';
import type { CustomOptionRow, LabelOptionRow, MockDb, ServiceTypeRow, SkillItemRow, SkillOptionRow } from './schema';
import { DUTIES, TRAITS } from './seedAuntData';
import { HOME_CITY } from './seedAuntPlaces';
import { SURNAMES } from './seedNames';
import { pickSome, weightedPicker, type Picker } from './seedPick';

const pickSurname = weightedPicker(SURNAMES);
const pickTypeCount = weightedPicker([
  [1, 50],
  [2, 35],
  [3, 15],
] as const);
const pickHistoryCount = weightedPicker([
  [0, 25],
  [1, 35],
  [2, 25],
  [3, 15],
] as const);
const pickLabelCount = weightedPicker([
  [0, 30],
  [1, 35],
  [2, 25],
  [3, 10],
] as const);

/** The settings of one company, indexed for the seed. */
export interface CompanyOptions {
  companyId: number;
  types: ServiceTypeRow[];
  typeByName: Map<string, ServiceTypeRow>;
  skillsByItem: Map<string, SkillOptionRow[]>;
  labels: LabelOptionRow[];
  certificates: CustomOptionRow[];
}

export function companyOptions(db: MockDb, companyId: number): CompanyOptions {
  const types = db.serviceTypes.filter((row) => row.companyId === companyId && row.isEnabled === 1);
  const items = new Map<number, SkillItemRow>(db.skillItems.filter((row) => row.companyId === companyId).map((row) => [row.skillItemId, row]));
  const skillsByItem = new Map<string, SkillOptionRow[]>();
  for (const option of db.skillOptions) {
    const item = items.get(option.skillItemId);
    if (!item) continue;
    skillsByItem.set(item.skillItemName, [...(skillsByItem.get(item.skillItemName) ?? []), option]);
  }
  return {
    companyId,
    types,
    typeByName: new Map(types.map((row) => [row.serviceTypeName, row])),
    skillsByItem,
    labels: db.labelOptions.filter((row) => row.companyId === companyId),
    certificates: db.customOptions.filter((row) => row.companyId === companyId && row.field === 'certificate'),
  };
}

/** What a service type means for the seed, by its name. */
interface TypeProfile {
  /** Weight as the first (main) service type. */
  weight: number;
  /** Monthly salary range, yuan. */
  salary: readonly [number, number];
  /** Types often offered with it. */
  with: readonly string[];
  /** Skill items whose options fit it. */
  skills: readonly string[];
  /** Usual live-in choice (null: no usual one). */
  liveIn: LiveIn | null;
  /** Certificates and the share of workers who hold them. */
  certs: readonly (readonly [string, number])[];
}

const TYPE_PROFILE: Readonly<Record<string, TypeProfile>> = {
  月嫂: {
    weight: 18,
    salary: [8000, 18000],
    with: ['育儿嫂'],
    skills: ['母婴护理'],
    liveIn: 1,
    certs: [
      ['母婴护理证', 0.6],
      ['催乳师证', 0.25],
    ],
  },
  育儿嫂: {
    weight: 20,
    salary: [6000, 12000],
    with: ['月嫂', '住家保姆', '不住家保姆'],
    skills: ['母婴护理', '早教'],
    liveIn: 1,
    certs: [
      ['育婴师证', 0.6],
      ['早教指导师证', 0.2],
      ['小儿推拿证', 0.15],
    ],
  },
  住家保姆: {
    weight: 22,
    salary: [5000, 9000],
    with: ['不住家保姆', '育儿嫂', '老人陪护', '厨师'],
    skills: ['家务', '烹饪'],
    liveIn: 1,
    certs: [['家政服务员证', 0.4]],
  },
  不住家保姆: { weight: 10, salary: [4000, 7500], with: ['钟点工', '住家保姆', '保洁'], skills: ['家务', '烹饪'], liveIn: 0, certs: [['家政服务员证', 0.35]] },
  钟点工: { weight: 12, salary: [40 * 104, 60 * 104], with: ['保洁', '不住家保姆'], skills: ['家务'], liveIn: 0, certs: [['家政服务员证', 0.2]] },
  护工: { weight: 6, salary: [5000, 9000], with: ['老人陪护'], skills: ['老人护理'], liveIn: 1, certs: [['养老护理员证', 0.6]] },
  老人陪护: { weight: 6, salary: [4500, 8000], with: ['护工', '住家保姆'], skills: ['老人护理', '家务'], liveIn: null, certs: [['养老护理员证', 0.5]] },
  保洁: { weight: 5, salary: [4000, 6500], with: ['钟点工'], skills: ['家务'], liveIn: 0, certs: [] },
  厨师: { weight: 1, salary: [6000, 12000], with: ['住家保姆'], skills: ['烹饪'], liveIn: null, certs: [['营养师证', 0.3]] },
};
const HOURS_PER_MONTH = 104;

export interface SeedWork {
  serviceTypes: number[];
  skills: number[];
  certificates: number[];
  /** Filled by the custom settings' seed (seedCustom: a day per 健康证), with no draw from the generator. */
  certificateExpiries: CertificateExpiry[];
  labels: number[];
  expectedSalary: number;
  expectedSalaryMax: number | null;
  liveIn: LiveIn;
  introduction: string;
  workHistory: WorkHistoryEntry[];
}

const MALE_TYPES = new Set(['护工', '老人陪护', '厨师']);
const firstTypePickers = new WeakMap<CompanyOptions, { male: Picker<ServiceTypeRow>; female: Picker<ServiceTypeRow> }>();

function pickFirstType(random: Random, options: CompanyOptions, male: boolean): ServiceTypeRow {
  let pickers = firstTypePickers.get(options);
  if (!pickers) {
    const weightOf = (row: ServiceTypeRow) => TYPE_PROFILE[row.serviceTypeName]?.weight ?? 1;
    pickers = {
      female: weightedPicker(options.types.map((row) => [row, weightOf(row)] as const)),
      male: weightedPicker(options.types.map((row) => [row, MALE_TYPES.has(row.serviceTypeName) ? weightOf(row) : 0] as const)),
    };
    firstTypePickers.set(options, pickers);
  }
  return (male ? pickers.male : pickers.female)(random);
}

function pickTypes(random: Random, options: CompanyOptions, male: boolean): ServiceTypeRow[] {
  const first = pickFirstType(random, options, male);
  const count = pickTypeCount(random);
  const companions = (TYPE_PROFILE[first.serviceTypeName]?.with ?? [])
    .map((name) => options.typeByName.get(name))
    .filter((row): row is ServiceTypeRow => row !== undefined);
  return [first, ...pickSome(random, companions, count - 1)];
}

function salaryOf(random: Random, typeName: string, experience: number): [number, number | null] {
  const [min, max] = TYPE_PROFILE[typeName]?.salary ?? [4000, 8000];
  const share = Math.min(1, Math.max(0, 0.1 + (Math.min(experience, 20) / 20) * 0.6 + (random.next() - 0.5) * 0.4));
  const step = max >= 15000 ? 500 : 100;
  const low = Math.round((min + (max - min) * share) / step) * step;
  if (random.chance(0.5)) return [low, null];
  return [low, Math.min(max + 2000, low + random.int(5, 30) * 100)];
}

function liveInOf(random: Random, typeName: string): LiveIn {
  const usual = TYPE_PROFILE[typeName]?.liveIn ?? null;
  if (usual !== null && random.chance(0.8)) return usual;
  return random.pick<LiveIn>([0, 1, 2]);
}

function workHistoryOf(random: Random, companyId: number, types: ServiceTypeRow[], experience: number, createdTime: string): WorkHistoryEntry[] {
  const count = experience === 0 ? 0 : Math.min(pickHistoryCount(random), experience);
  const home = HOME_CITY[companyId] ?? HOME_CITY[1];
  const entries: WorkHistoryEntry[] = [];
  // Months counted back from the month before she registered.
  let cursor = new Date(createdTime);
  cursor = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() - random.int(0, 3), 1));
  const month = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  for (let index = 0; index < count; index += 1) {
    const type = random.pick(types);
    const end = cursor;
    const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - random.int(type.serviceTypeName === '月嫂' ? 1 : 3, 30), 1));
    const district = random.pick(home.districts).replace(/新区|区$/, '');
    entries.push({
      startMonth: month(start),
      endMonth: month(end),
      employer: `${district}${pickSurname(random)}${random.chance(0.5) ? '先生' : '女士'}家`,
      serviceType: type.serviceTypeId,
      description: DUTIES[type.serviceTypeName] ?? '家务',
    });
    cursor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - random.int(0, 4), 1));
  }
  return entries;
}

function introductionOf(random: Random, typeName: string, experience: number, skillNames: string[], salary: number): string {
  const start = experience > 0 ? `从事${typeName}工作${experience}年，` : '刚入行，已完成岗前培训，';
  const [first, second] = pickSome(random, TRAITS, 2);
  const skills = skillNames.length > 0 ? `擅长${skillNames.slice(0, 3).join('、')}。` : '';
  const hourly = typeName === '钟点工' ? `时薪${Math.round(salary / HOURS_PER_MONTH)}元。` : '';
  return `${start}${first}，${second}。${skills}${hourly}`;
}

export function seedWork(random: Random, options: CompanyOptions, input: { male: boolean; experience: number; createdTime: string }): SeedWork {
  const types = pickTypes(random, options, input.male);
  const firstName = types[0]?.serviceTypeName ?? '';
  const itemNames = new Set(types.flatMap((row) => TYPE_PROFILE[row.serviceTypeName]?.skills ?? []));
  const pool = [...itemNames].flatMap((name) => options.skillsByItem.get(name) ?? []);
  const skills = pickSome(random, pool, random.int(Math.min(2, pool.length), Math.min(6, pool.length)));
  const certNames = new Set<string>(random.chance(0.85) ? ['健康证'] : []);
  for (const type of types) {
    for (const [name, share] of TYPE_PROFILE[type.serviceTypeName]?.certs ?? []) if (random.chance(share)) certNames.add(name);
  }
  const liveIn = liveInOf(random, firstName);
  const eligibleLabels = options.labels.filter(
    (row) => (row.labelName !== '不住家优先' || liveIn === 0) && (row.labelName !== '带过双胞胎' || ['月嫂', '育儿嫂'].includes(firstName)),
  );
  const labels = pickSome(random, eligibleLabels, pickLabelCount(random));
  const [expectedSalary, expectedSalaryMax] = salaryOf(random, firstName, input.experience);
  return {
    serviceTypes: types.map((row) => row.serviceTypeId),
    skills: skills.map((row) => row.skillOptionId).sort((a, b) => a - b),
    certificates: options.certificates.filter((row) => certNames.has(row.optionName)).map((row) => row.customOptionId),
    certificateExpiries: [],
    labels: labels.map((row) => row.labelOptionId).sort((a, b) => a - b),
    expectedSalary,
    expectedSalaryMax,
    liveIn,
    introduction: introductionOf(
      random,
      firstName,
      input.experience,
      skills.map((row) => row.optionName),
      expectedSalary,
    ),
    workHistory: workHistoryOf(random, options.companyId, types, input.experience, input.createdTime),
  };
}
