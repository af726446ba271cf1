/**
 * Company settings the aunt record refers to: service types (with colours), skills (items with
 * options), labels, and the company-kept option lists (certificates, trains, visas). Fixed
 * declarations, no randomness: every company gets their own rows (ids differ per company).
 * A service type with colour '' has none set; the API answers it with the default grey.
 */
import { COMPANY_IDS } from './demoAccounts';
import { allocateId, type MockDb } from './schema';

/** [name, colour ('' = none), enabled]. */
type ServiceTypeDecl = readonly [string, string, 0 | 1];

export const SERVICE_TYPE_DECLS: Readonly<Record<number, readonly ServiceTypeDecl[]>> = {
  [COMPANY_IDS.main]: [
    ['月嫂', '#E8618C', 1],
    ['育儿嫂', '#F1A83C', 1],
    ['住家保姆', '#52C41A', 1],
    ['不住家保姆', '#13C2C2', 1],
    ['钟点工', '#1890FF', 1],
    ['护工', '#722ED1', 1],
    ['老人陪护', '#A0522D', 1],
    ['保洁', '', 1],
    ['厨师', '#FA541C', 1],
    ['涉外保姆', '', 0],
  ],
  [COMPANY_IDS.partner]: [
    ['月嫂', '#D4380D', 1],
    ['育儿嫂', '#D48806', 1],
    ['住家保姆', '#389E0D', 1],
    ['钟点工', '#096DD9', 1],
    ['护工', '', 1],
    ['保洁', '', 1],
    ['厨师', '#531DAB', 1],
  ],
  [COMPANY_IDS.third]: [
    ['月嫂', '#C41D7F', 1],
    ['育儿嫂', '#D46B08', 1],
    ['住家保姆', '#389E0D', 1],
    ['不住家保姆', '#08979C', 1],
    ['钟点工', '#0958D9', 1],
    ['老人陪护', '', 1],
  ],
};

/** Skill items and their options (same catalogue for both companies; the partner has fewer). */
const SKILLS: readonly (readonly [string, readonly string[]])[] = [
  ['母婴护理', ['新生儿护理', '产妇护理', '催乳', '月子餐', '新生儿抚触', '产后修复', '婴儿游泳']],
  ['家务', ['日常保洁', '深度保洁', '洗衣熨烫', '整理收纳', '照顾宠物', '养护绿植']],
  ['烹饪', ['家常菜', '川菜', '粤菜', '湘菜', '江浙菜', '东北菜', '面食', '西餐', '烘焙']],
  ['老人护理', ['生活照料', '失能护理', '康复训练', '鼻饲', '陪同就医', '用药提醒']],
  ['早教', ['早教启蒙', '辅食制作', '绘本阅读', '英语启蒙', '辅导作业', '接送上学']],
];
const PARTNER_SKILL_ITEMS = new Set(['母婴护理', '家务', '烹饪', '老人护理']);

const CERTIFICATES = ['健康证', '母婴护理证', '育婴师证', '家政服务员证', '养老护理员证', '营养师证', '催乳师证', '小儿推拿证', '早教指导师证'];
const TRAINS = ['岗前培训', '月嫂高级班', '育婴师培训', '养老护理培训', '收纳师培训'];
const VISAS = ['香港', '新加坡', '加拿大', '美国'];

/** [name, colour] per company. */
const LABELS: Readonly<Record<number, readonly (readonly [string, string])[]>> = {
  [COMPANY_IDS.main]: [
    ['形象好', '#E8618C'],
    ['有经验', '#52C41A'],
    ['带过双胞胎', '#722ED1'],
    ['会开车', '#1890FF'],
    ['不住家优先', '#13C2C2'],
    ['性格开朗', '#FAAD14'],
    ['干净利落', '#2F54EB'],
    ['好评多', '#F5222D'],
    ['会普通话', '#6B6C70'],
    ['有耐心', '#EB2F96'],
    ['能做早教', '#A0D911'],
    ['可接受出差', '#FA8C16'],
  ],
  [COMPANY_IDS.partner]: [
    ['形象好', '#EB2F96'],
    ['有经验', '#389E0D'],
    ['带过双胞胎', '#531DAB'],
    ['会开车', '#096DD9'],
    ['好评多', '#CF1322'],
    ['本地人', '#D48806'],
  ],
  [COMPANY_IDS.third]: [
    ['形象好', '#C41D7F'],
    ['有经验', '#389E0D'],
    ['会开车', '#0958D9'],
    ['好评多', '#CF1322'],
  ],
};

function seedServiceTypes(db: MockDb, companyId: number): void {
  (SERVICE_TYPE_DECLS[companyId] ?? []).forEach(([serviceTypeName, color, isEnabled], index) => {
    db.serviceTypes.push({ serviceTypeId: allocateId(db, 'serviceTypes'), companyId, serviceTypeName, color, sort: index + 1, isEnabled });
  });
}

function seedSkills(db: MockDb, companyId: number): void {
  const items = companyId === COMPANY_IDS.main ? SKILLS : SKILLS.filter(([name]) => PARTNER_SKILL_ITEMS.has(name));
  items.forEach(([skillItemName, options], itemIndex) => {
    const skillItemId = allocateId(db, 'skillItems');
    db.skillItems.push({ skillItemId, companyId, skillItemName, sort: itemIndex + 1 });
    options.forEach((optionName, index) => {
      db.skillOptions.push({ skillOptionId: allocateId(db, 'skillOptions'), skillItemId, companyId, optionName, sort: index + 1 });
    });
  });
}

function seedLabels(db: MockDb, companyId: number): void {
  (LABELS[companyId] ?? []).forEach(([labelName, color], index) => {
    db.labelOptions.push({ labelOptionId: allocateId(db, 'labelOptions'), companyId, labelName, color, sort: index + 1 });
  });
}

function seedCustomOptions(db: MockDb, companyId: number): void {
  const lists: readonly (readonly [string, readonly string[]])[] = [
    ['certificate', CERTIFICATES],
    ['train', companyId === COMPANY_IDS.main ? TRAINS : TRAINS.slice(0, 2)],
    ['visa', companyId === COMPANY_IDS.main ? VISAS : []],
  ];
  for (const [field, names] of lists) {
    names.forEach((optionName, index) => {
      db.customOptions.push({ customOptionId: allocateId(db, 'customOptions'), companyId, field, optionName, sort: index + 1 });
    });
  }
}

/** Seed step: the settings of the seeded companies (needs the companies). */
export function seedCompanySettings(db: MockDb): void {
  for (const companyId of [COMPANY_IDS.main, COMPANY_IDS.partner, COMPANY_IDS.third]) {
    seedServiceTypes(db, companyId);
    seedSkills(db, companyId);
    seedLabels(db, companyId);
    seedCustomOptions(db, companyId);
  }
}
