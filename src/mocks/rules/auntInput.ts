/**
 * Reading an AuntInput body (add, edit, copy): every field checked, 40001 naming the first
 * bad one, nothing stored. Absent fields are left out of the patch (edit keeps them); null
 * clears the nullable ones (education, height, weight, expectedSalaryMax, portrait).
 * Option ids must exist in the company's settings and be offered (a retired one only stays on an
 * aunt who already had it: `previous`); attribute values must be among the company's values (a
 * value she already had stays even when no longer offered); the owner must be 0 or an enabled
 * staff member of the company; the identity number follows the spec's rule (no check digit).
 */
import type { AuntInput, AuntPhoto, CertificateExpiry, WorkHistoryEntry } from '@/api/aunt';
import { isDay } from '@/domain/dateFilter';
import { ETHNIC_GROUPS } from '@/domain/auntCodes';
import { normalizeIdCard, validateIdCard, type IdCardProblem } from '@/domain/idCard';
import { getDb, type AuntRow } from '../db';
import { invalid, type Msg } from '../core/errors';
import { MOBILE_RE, isRecord, notValidMsg, validate } from '../core/validate';
import { companyImage, fileUrl } from './files';
import { readAuntAttributes } from './auntAttributes';
import { readCustomFields } from './customFields';
import { numberList, EDUCATION_VALUES, WORK_STATUS_VALUES } from './auntQuery';

export type EditableField = keyof AuntInput;
export type AuntPatch = Partial<Pick<AuntRow, EditableField>>;

export const FIELD_LABELS: Readonly<Record<EditableField, Msg>> = {
  auntName: { zh: '姓名', en: 'Name' },
  mobile: { zh: '手机号', en: 'Mobile number' },
  wechat: { zh: '微信号', en: 'WeChat ID' },
  idCard: { zh: '身份证号', en: 'Identity number' },
  gender: { zh: '性别', en: 'Gender' },
  nativePlace: { zh: '籍贯', en: 'Native place' },
  householdRegister: { zh: '户籍地址', en: 'Household register' },
  currentAddress: { zh: '现住址', en: 'Current address' },
  ethnicity: { zh: '民族', en: 'Ethnicity' },
  education: { zh: '学历', en: 'Education' },
  maritalStatus: { zh: '婚姻状况', en: 'Marital status' },
  height: { zh: '身高', en: 'Height' },
  weight: { zh: '体重', en: 'Weight' },
  experienceYears: { zh: '从业年限', en: 'Years of experience' },
  serviceTypes: { zh: '服务类型', en: 'Service types' },
  skills: { zh: '技能', en: 'Skills' },
  certificates: { zh: '证书', en: 'Certificates' },
  certificateExpiries: { zh: '证书有效期', en: 'Certificate expiry' },
  labels: { zh: '标签', en: 'Labels' },
  expectedSalary: { zh: '期望薪资', en: 'Expected salary' },
  expectedSalaryMax: { zh: '期望薪资上限', en: 'Expected salary (upper bound)' },
  liveIn: { zh: '是否住家', en: 'Live-in' },
  portrait: { zh: '形象照', en: 'Portrait' },
  idCardPhotos: { zh: '身份证照片', en: 'Identity card photos' },
  workPhotos: { zh: '工作照', en: 'Work photos' },
  introduction: { zh: '自我介绍', en: 'Introduction' },
  workHistory: { zh: '工作经历', en: 'Work history' },
  workStatus: { zh: '工作状态', en: 'Work status' },
  blacklistReason: { zh: '拉黑原因', en: 'Blacklist reason' },
  teacherUserId: { zh: '归属顾问', en: 'Owner' },
  remarks: { zh: '备注', en: 'Remarks' },
  customFields: { zh: '自定义字段', en: 'Custom fields' },
  attributes: { zh: '个人偏好', en: 'Preferences' },
};

const L = FIELD_LABELS;
const MAX_SALARY = 1_000_000;

const ID_CARD_MESSAGES: Readonly<Record<Exclude<IdCardProblem, 'empty'>, Msg>> = {
  length: { zh: '身份证号必须是18位', en: 'The identity number must have 18 characters' },
  format: {
    zh: '身份证号格式不正确：首位不能为0，前17位为数字，最后一位为数字或X',
    en: 'The identity number is not valid: 17 digits (the first not 0), then a digit or X',
  },
  year: { zh: '身份证号中的出生年份必须在1900到2019之间', en: 'The birth year in the identity number must be from 1900 to 2019' },
  month: { zh: '身份证号中的出生月份不正确', en: 'The birth month in the identity number is not valid' },
  day: { zh: '身份证号中的出生日期不正确', en: 'The birth day in the identity number is not valid' },
};

/** '' or a normalised identity number that follows the spec's rule (a birth date off the calendar included); 40001 otherwise. */
export function readIdCard(raw: string): string {
  const text = normalizeIdCard(raw);
  if (text === '') return '';
  const problem = validateIdCard(text);
  if (problem && problem !== 'empty') throw invalid(ID_CARD_MESSAGES[problem]);
  return text;
}

const SCALAR_RULES = {
  auntName: { type: 'string', label: L.auntName, required: true, minLength: 2, maxLength: 20 },
  mobile: { type: 'string', label: L.mobile, required: true, pattern: MOBILE_RE },
  wechat: { type: 'string', label: L.wechat, maxLength: 50 },
  idCard: { type: 'string', label: L.idCard, maxLength: 30 },
  gender: { type: 'enum', label: L.gender, values: [0, 1] },
  nativePlace: { type: 'string', label: L.nativePlace, maxLength: 50 },
  householdRegister: { type: 'string', label: L.householdRegister, maxLength: 100 },
  currentAddress: { type: 'string', label: L.currentAddress, maxLength: 100 },
  ethnicity: { type: 'string', label: L.ethnicity, maxLength: 10 },
  education: { type: 'enum', label: L.education, values: EDUCATION_VALUES },
  maritalStatus: { type: 'enum', label: L.maritalStatus, values: [0, 1, 2, 3, 4] },
  height: { type: 'number', label: L.height, integer: true, min: 120, max: 200 },
  weight: { type: 'number', label: L.weight, min: 30, max: 150 },
  experienceYears: { type: 'number', label: L.experienceYears, integer: true, min: 0, max: 60 },
  expectedSalary: { type: 'number', yuan: true, label: L.expectedSalary, min: 0, max: MAX_SALARY },
  expectedSalaryMax: { type: 'number', yuan: true, label: L.expectedSalaryMax, min: 0, max: MAX_SALARY },
  liveIn: { type: 'enum', label: L.liveIn, values: [0, 1, 2] },
  introduction: { type: 'string', label: L.introduction, maxLength: 1000 },
  workStatus: { type: 'enum', label: L.workStatus, values: WORK_STATUS_VALUES },
  blacklistReason: { type: 'string', label: L.blacklistReason, maxLength: 200 },
  teacherUserId: { type: 'number', label: L.teacherUserId, integer: true, min: 0 },
  remarks: { type: 'string', label: L.remarks, maxLength: 500 },
} as const;

/** A photo: an uploaded jpg/png of this company, by its fileId; the stored path is its address. */
function readPhoto(raw: unknown, label: Msg, companyId: number): AuntPhoto {
  if (!isRecord(raw) || typeof raw.fileId !== 'number' || !Number.isInteger(raw.fileId) || raw.fileId <= 0) throw invalid(notValidMsg(label));
  const file = companyImage(companyId, { fileId: raw.fileId });
  if (!file) throw invalid({ zh: `${label.zh}必须是本公司上传的 jpg 或 png 图片`, en: `${label.en} must be a jpg or png image uploaded by this company` });
  return { fileId: file.fileId, filePath: fileUrl(file.key) };
}

function readPhotos(raw: unknown, label: Msg, max: number, companyId: number): AuntPhoto[] {
  if (!Array.isArray(raw) || raw.length > max) throw invalid(notValidMsg(label));
  return raw.map((item) => readPhoto(item, label, companyId));
}

const MONTH_RE = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

function readWorkHistory(raw: unknown, serviceTypes: Set<number>, previous: readonly WorkHistoryEntry[] = []): WorkHistoryEntry[] {
  const held = new Set(previous.flatMap((entry) => (entry.serviceType === null ? [] : [entry.serviceType])));
  if (!Array.isArray(raw) || raw.length > 20) throw invalid(notValidMsg(L.workHistory));
  return raw.map((item, index) => {
    const where = { zh: `${L.workHistory.zh}第${index + 1}条`, en: `${L.workHistory.en} entry ${index + 1}` };
    if (!isRecord(item)) throw invalid(notValidMsg(where));
    const text = (value: unknown, max: number) => {
      if (value === undefined || value === null) return '';
      if (typeof value !== 'string' || value.length > max) throw invalid(notValidMsg(where));
      return value.trim();
    };
    if (typeof item.startMonth !== 'string' || !MONTH_RE.test(item.startMonth)) throw invalid(notValidMsg(where));
    const endMonth = item.endMonth === undefined || item.endMonth === null || item.endMonth === '' ? null : item.endMonth;
    if (endMonth !== null && (typeof endMonth !== 'string' || !MONTH_RE.test(endMonth) || endMonth < item.startMonth)) throw invalid(notValidMsg(where));
    const serviceType = item.serviceType === undefined || item.serviceType === null ? null : item.serviceType;
    if (serviceType !== null && (typeof serviceType !== 'number' || !(serviceTypes.has(serviceType) || held.has(serviceType))))
      throw invalid(notValidMsg(where));
    return { startMonth: item.startMonth, endMonth, employer: text(item.employer, 50), serviceType, description: text(item.description, 200) };
  });
}

type OptionField = 'serviceTypes' | 'skills' | 'certificates' | 'labels';

/** The ids of every option kind of a company: those offered, and (`retired`) those retired (domain/catalogues.ts). */
export function optionIdsOf(companyId: number, retired = false): Record<OptionField, Set<number>> {
  const db = getDb();
  const mine = <T extends { companyId: number; isRetired?: 0 | 1 }>(rows: T[]) =>
    rows.filter((row) => row.companyId === companyId && (row.isRetired === 1) === retired);
  return {
    serviceTypes: new Set(mine(db.serviceTypes).map((row) => row.serviceTypeId)),
    skills: new Set(mine(db.skillOptions).map((row) => row.skillOptionId)),
    certificates: new Set(
      mine(db.customOptions)
        .filter((row) => row.field === 'certificate')
        .map((row) => row.customOptionId),
    ),
    labels: new Set(mine(db.labelOptions).map((row) => row.labelOptionId)),
  };
}

/**
 * Option ids of one kind: positive integers the company offers, or ids the record already holds
 * (`held`: an entry retired since stays on her); a retired one she does not hold is refused as such.
 */
export function readOptionIds(raw: unknown, field: OptionField, known: Set<number>, held: readonly number[] = [], retired: Set<number> = new Set()): number[] {
  if (!Array.isArray(raw)) throw invalid(notValidMsg(L[field]));
  const ids = numberList<number>(raw, L[field]) ?? [];
  const refused = ids.find((id) => !known.has(id) && !held.includes(id));
  if (refused !== undefined && retired.has(refused)) {
    throw invalid({
      zh: `${L[field].zh}中的选项 ${refused} 已停用，不能用于新记录`,
      en: `${L[field].en}: option ${refused} is retired and cannot be given again`,
    });
  }
  if (refused !== undefined) throw invalid({ zh: `${L[field].zh}中的选项 ${refused} 不存在`, en: `${L[field].en}: option ${refused} does not exist` });
  return [...new Set(ids)];
}

/**
 * Certificate expiries: a list of {certificateId, expiresOn} (a real day), at most one per
 * certificate; each must be a certificate of the company (whether she holds it is checked on the
 * whole record, auntRecord.ts).
 */
export function readCertificateExpiries(raw: unknown, known: Set<number>): CertificateExpiry[] {
  const label = L.certificateExpiries;
  if (!Array.isArray(raw) || raw.length > 20) throw invalid(notValidMsg(label));
  const seen = new Set<number>();
  return raw.map((item) => {
    if (!isRecord(item) || Object.keys(item).some((key) => key !== 'certificateId' && key !== 'expiresOn')) throw invalid(notValidMsg(label));
    const { certificateId, expiresOn } = item;
    if (typeof certificateId !== 'number' || !known.has(certificateId) || seen.has(certificateId)) throw invalid(notValidMsg(label));
    if (!isDay(expiresOn)) throw invalid({ zh: `${label.zh}的日期格式不正确`, en: `${label.en}: the day is not valid` });
    seen.add(certificateId);
    return { certificateId, expiresOn };
  });
}

/** An owner: 0 or an enabled staff member of the company. */
export function readOwner(userId: number, companyId: number): number {
  if (userId === 0) return 0;
  const user = getDb().users.find((row) => row.userId === userId && row.companyId === companyId && row.isEnabled === 1);
  if (!user) throw invalid({ zh: '归属顾问不存在或已停用', en: 'The owner does not exist or is disabled' });
  return userId;
}

/** `previous`: the record being edited (what she already holds may stay). */
export function readAuntInput(body: unknown, companyId: number, previous?: AuntRow): AuntPatch {
  const patch: AuntPatch = validate(body, SCALAR_RULES);
  const source = isRecord(body) ? body : {};
  for (const field of ['education', 'height', 'weight', 'expectedSalaryMax'] as const) if (source[field] === null) patch[field] = null;
  if (patch.idCard !== undefined) patch.idCard = readIdCard(patch.idCard);
  if (patch.ethnicity && !ETHNIC_GROUPS.some((group) => group.value === patch.ethnicity)) {
    throw invalid({ zh: '民族必须是56个民族之一', en: 'Ethnicity must be one of the 56 ethnic groups' });
  }
  const known = optionIdsOf(companyId);
  const retired = optionIdsOf(companyId, true);
  for (const field of ['serviceTypes', 'skills', 'certificates', 'labels'] as const) {
    if (source[field] !== undefined && source[field] !== null)
      patch[field] = readOptionIds(source[field], field, known[field], previous?.[field], retired[field]);
  }
  if (source.certificateExpiries !== undefined && source.certificateExpiries !== null)
    patch.certificateExpiries = readCertificateExpiries(source.certificateExpiries, known.certificates);
  if (source.portrait !== undefined) patch.portrait = source.portrait === null ? null : readPhoto(source.portrait, L.portrait, companyId);
  if (source.idCardPhotos !== undefined && source.idCardPhotos !== null) patch.idCardPhotos = readPhotos(source.idCardPhotos, L.idCardPhotos, 4, companyId);
  if (source.workPhotos !== undefined && source.workPhotos !== null) patch.workPhotos = readPhotos(source.workPhotos, L.workPhotos, 20, companyId);
  if (source.workHistory !== undefined && source.workHistory !== null)
    patch.workHistory = readWorkHistory(source.workHistory, known.serviceTypes, previous?.workHistory);
  if (source.attributes !== undefined && source.attributes !== null) patch.attributes = readAuntAttributes(source.attributes, companyId, previous?.attributes);
  if (source.customFields !== undefined && source.customFields !== null) patch.customFields = readCustomFields(source.customFields, L.customFields);
  if (patch.teacherUserId !== undefined) patch.teacherUserId = readOwner(patch.teacherUserId, companyId);
  return patch;
}
