/**
 * The catalogues of data version 15, for each agency (not the platform's company): the values of
 * the aunt's pick-list attributes (religion, dietary habits, pet attitude, dialects, rest), the
 * resume template with follow-up and contract snippets, and, for a fresh seed only, the seeded
 * aunts' attribute values (own generator, so no earlier step's draws change).
 *
 * `seedCatalogueTables` is what the 14 -> 15 upgrade adds to an existing file (the same rows a fresh
 * seed has); `seedAuntAttributes` is not run there: an existing aunt's religion or diet is not
 * known, so she starts with none.
 */
import type { AuntAttrName, AuntAttributes } from '@/domain/auntAttributes';
import type { TemplateKind } from '@/domain/templates';
import { COMPANY_IDS } from './demoAccounts';
import { createRandom, type Random } from './random';
import { allocateId, type AuntRow, type MockDb } from './schema';

export const ATTRIBUTE_SEED: Readonly<Record<AuntAttrName, readonly string[]>> = {
  religion: ['无宗教信仰', '佛教', '基督教', '天主教', '伊斯兰教', '道教'],
  dietaryHabits: ['不挑食', '饮食清淡', '能吃辣', '不吃辣', '素食', '清真', '不吃海鲜'],
  petAttitude: ['喜欢宠物', '可以照顾宠物', '能接受但不照顾', '怕狗', '对猫毛过敏', '不接受宠物'],
  dialects: ['普通话', '上海话', '粤语', '四川话', '东北话', '河南话', '安徽话', '湖南话', '江西话', '苏北话'],
  restPreference: ['月休4天', '月休2天', '单休', '双休', '不休息（折算工资）'],
};

/** The resume every agency starts with (and what the public resume shows for a company without one). Her own introduction has its section on the resume already. */
export const DEFAULT_RESUME_TEMPLATE = [
  '{auntName}，{gender}，{age}岁，{nativePlace}人，属{zodiac}，{education}学历。',
  '从事家政服务{experienceYears}年，可做：{serviceTypes}。',
  '擅长：{skills}。',
  '持有证书：{certificates}。',
  '饮食习惯：{dietaryHabits}；对宠物：{petAttitude}；会说：{dialects}。',
  '期望薪资：{expectedSalary}元/月，{liveIn}，休息方式：{restPreference}。',
  '',
  '—— {companyName} 诚意推荐',
].join('\n');

const TEMPLATE_SEED: readonly (readonly [TemplateKind, string, string])[] = [
  ['auntResume', '阿姨简历', DEFAULT_RESUME_TEMPLATE],
  ['followUp', '首次回访', '您好{employerName}，我是{companyName}的{staffName}。今天（{today}）电话回访，了解到您的用工需求如下：'],
  ['followUp', '上户回访', '{today}回访{employerName}：阿姨已上户，雇主对阿姨的工作态度和卫生习惯表示满意，约定一周后再次回访。'],
  ['followUp', '电话未接通', '{today}致电{employerName}未接通，已发短信说明来意，约定明天再联系。'],
  ['followUp', '已推荐阿姨', '已向{employerName}推荐合适的阿姨，面试时间待雇主确认。'],
  [
    'contract',
    '服务内容',
    '甲方（雇主）{employerName}聘请乙方（阿姨）{auntName}提供{serviceType}服务，服务期自{contractStart}至{contractEnd}，月服务费{salary}元。',
  ],
  ['contract', '休息约定', '乙方每月休息4天，具体时间由双方协商；如甲方需要乙方在休息日工作，按日薪另行支付。'],
  ['contract', '试工与更换', '试工期3天，试工期内任何一方不满意可提出更换，{companyName}免费更换一次。'],
];

const AGENCIES = [COMPANY_IDS.main, COMPANY_IDS.partner, COMPANY_IDS.third] as const;

/** The attribute values and templates of every agency (the upgrade runs this too). */
export function seedCatalogueTables(db: MockDb, now: number): void {
  const time = new Date(now).toISOString();
  for (const companyId of AGENCIES) {
    if (!db.companies.some((company) => company.companyId === companyId)) continue;
    for (const [attrName, values] of Object.entries(ATTRIBUTE_SEED) as [AuntAttrName, readonly string[]][]) {
      values.forEach((value, index) => {
        db.attributeValues.push({ attributeValueId: allocateId(db, 'attributeValues'), companyId, attrName, value, sort: index + 1 });
      });
    }
    for (const [templateName, title, content] of TEMPLATE_SEED) {
      db.templates.push({
        templateId: allocateId(db, 'templates'),
        companyId,
        templateName,
        title,
        content,
        createdTime: time,
        updatedTime: time,
        updatedBy: 0,
      });
    }
  }
}

/** Dialects by the province of her native place (the first word of nativePlace). */
const DIALECT_OF_PROVINCE: Readonly<Record<string, string>> = {
  上海市: '上海话',
  广东省: '粤语',
  四川省: '四川话',
  重庆市: '四川话',
  黑龙江省: '东北话',
  吉林省: '东北话',
  辽宁省: '东北话',
  河南省: '河南话',
  安徽省: '安徽话',
  湖南省: '湖南话',
  江西省: '江西话',
  江苏省: '苏北话',
};

function attributesOf(aunt: AuntRow, random: Random): AuntAttributes {
  const out: AuntAttributes = {};
  if (random.chance(0.7))
    out.religion = [
      random.weighted([
        ['无宗教信仰', 12],
        ['佛教', 4],
        ['基督教', 2],
        ['道教', 1],
        ['伊斯兰教', 1],
      ] as const),
    ];
  if (random.chance(0.75)) out.dietaryHabits = random.sample(['不挑食', '饮食清淡', '能吃辣', '不吃辣', '不吃海鲜'], random.int(1, 2));
  if (random.chance(0.65))
    out.petAttitude = [
      random.weighted([
        ['喜欢宠物', 4],
        ['可以照顾宠物', 5],
        ['能接受但不照顾', 3],
        ['怕狗', 2],
        ['对猫毛过敏', 1],
        ['不接受宠物', 1],
      ] as const),
    ];
  const own = DIALECT_OF_PROVINCE[aunt.nativePlace.split(' ')[0] ?? ''];
  if (random.chance(0.8)) out.dialects = own && random.chance(0.8) ? ['普通话', own] : ['普通话'];
  if (random.chance(0.55))
    out.restPreference = [
      random.weighted([
        ['月休4天', 6],
        ['月休2天', 3],
        ['单休', 2],
        ['双休', 1],
        ['不休息（折算工资）', 1],
      ] as const),
    ];
  return out;
}

/** Fresh seed only: the seeded aunts' attribute values (texts of the lists above). */
export function seedAuntAttributes(db: MockDb): void {
  const random = createRandom(20261216);
  for (const aunt of db.aunts) aunt.attributes = attributesOf(aunt, random);
}

/** Seed step (data version 15): after every other step. */
export function seedCatalogues(db: MockDb, now: number): void {
  seedCatalogueTables(db, now);
  seedAuntAttributes(db);
}
