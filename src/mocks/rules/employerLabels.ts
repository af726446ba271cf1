/**
 * Labels the employer calls answer in the request's language: code labels from the same
 * codes.json files the client shows (i18n/{zh,en}/codes.json), region names, and the field
 * names used in validation messages.
 */
import enCodes from '@/i18n/en/codes.json';
import zhCodes from '@/i18n/zh/codes.json';
import { REGIONS, type RegionRow } from '../db/regions';
import type { Lang, Msg } from '../core/errors';

type CodeGroup = 'employerStatus' | 'employerSource' | 'followUpType' | 'jobSchedule';

const CODES: Readonly<Record<Lang, Record<CodeGroup, Record<string, string>>>> = { zh: zhCodes, en: enCodes };

export function codeLabel(group: CodeGroup, value: number, lang: Lang): string {
  return CODES[lang][group][String(value)] ?? String(value);
}

const REGION_BY_ID = new Map<number, RegionRow>(REGIONS.map((region) => [region.region_id, region]));

export function regionOf(regionId: number): RegionRow | undefined {
  return REGION_BY_ID.get(regionId);
}

/** The region's name (the dictionary has Chinese names only); the id itself when unknown. */
export function regionName(regionId: number): string {
  return REGION_BY_ID.get(regionId)?.region_name ?? String(regionId);
}

export const NO_OWNER: Msg = { zh: '无归属', en: 'No owner' };
export const NO_SERVICE_TYPE: Msg = { zh: '未指定', en: 'Not specified' };
export const NO_CITY: Msg = { zh: '未填写', en: 'Not given' };

/** Field names of the employer record, as validation messages name them. */
export const EMPLOYER_FIELD_LABELS = {
  employerId: { zh: '客户编号', en: 'Employer id' },
  employerName: { zh: '客户姓名', en: 'Name' },
  mobile: { zh: '手机号', en: 'Mobile number' },
  gender: { zh: '性别', en: 'Gender' },
  wechat: { zh: '微信号', en: 'WeChat ID' },
  avatarUrl: { zh: '头像', en: 'Avatar' },
  source: { zh: '客户来源', en: 'Source' },
  status: { zh: '客户状态', en: 'Status' },
  serviceType: { zh: '服务类型', en: 'Service type' },
  cityId: { zh: '城市', en: 'City' },
  addressPicker: { zh: '所在地区', en: 'Region' },
  district: { zh: '区县', en: 'District' },
  address: { zh: '详细地址', en: 'Address' },
  houseArea: { zh: '房屋面积', en: 'Floor area' },
  familySize: { zh: '家庭人口', en: 'Family size' },
  hasElderly: { zh: '家有老人', en: 'Elderly at home' },
  hasChildren: { zh: '家有小孩', en: 'Children at home' },
  hasPets: { zh: '家有宠物', en: 'Pets at home' },
  limitMoney: { zh: '预算上限', en: 'Budget' },
  expectedStart: { zh: '期望上户日期', en: 'Expected start' },
  auntAgeMin: { zh: '阿姨最小年龄', en: 'Minimum aunt age' },
  auntAgeMax: { zh: '阿姨最大年龄', en: 'Maximum aunt age' },
  liveIn: { zh: '是否住家', en: 'Live-in' },
  minExperienceYears: { zh: '最少从业年限', en: 'Minimum years of experience' },
  requirements: { zh: '阿姨要求', en: 'Requirements' },
  userId: { zh: '归属顾问', en: 'Owner' },
  remarks: { zh: '备注', en: 'Remarks' },
  customFields: { zh: '自定义字段', en: 'Custom fields' },
} as const satisfies Record<string, Msg>;
