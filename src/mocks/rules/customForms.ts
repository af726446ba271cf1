/**
 * The company's custom form fields in the mock: reading them, the strict body of
 * setCustomFormField (domain/customForm.ts holds the rules), and the one check every aunt, employer
 * and order write makes of the record's customFields against them.
 *
 * Saving a form's fields: the body lists every live field in order. A field without fieldName is
 * new (the server names it cf<n>, never reusing a name); a stored field left out is removed: it
 * stays in the settings with isDeleted 1, so its values stay on the records and keep their label.
 * A field's type never changes (its values would stop fitting); sending a removed name is refused.
 */
import type { CustomFieldValue } from '@/api/aunt.types';
import type { CustomFormField, CustomFormFieldInput } from '@/api/companyCustom.types';
import {
  CUSTOM_FIELD_TYPES,
  CUSTOM_FORM_LIMITS,
  CUSTOM_FORM_NAMES,
  FIELD_NAME_RE,
  definitionProblem,
  recordValuesProblem,
  type CustomFormName,
  type DefinitionProblem,
  type ValueProblem,
} from '@/domain/customForm';
import { getDb } from '../db';
import { invalid, type Msg } from '../core/errors';
import { isRecord, notValidMsg } from '../core/validate';
import { readCustomFields } from './customFields';
import { readImageUrl } from './files';
import { readStrict } from './unitedBody';

export const FORM_LABEL = {
  formName: { zh: '表单', en: 'Form' },
  customFormOption: { zh: '自定义字段', en: 'Custom fields' },
  customFields: { zh: '自定义字段', en: 'Custom fields' },
} as const satisfies Record<string, Msg>;

/** The form's fields as stored: live ones by sort, then the removed ones. */
export function formFieldsOf(companyId: number, formName: CustomFormName): CustomFormField[] {
  const row = getDb().customForms.find((item) => item.companyId === companyId && item.formName === formName);
  if (!row) return [];
  const live = row.fields.filter((field) => field.isDeleted === 0).sort((a, b) => a.sort - b.sort);
  return [...live, ...row.fields.filter((field) => field.isDeleted === 1)];
}

export const readFormName = (body: unknown): CustomFormName =>
  readStrict(body, { formName: { type: 'enum', label: FORM_LABEL.formName, values: CUSTOM_FORM_NAMES, required: true } }).formName;

const DEFINITION_MESSAGES: Readonly<Record<DefinitionProblem, (label: string) => Msg>> = {
  labelMissing: () => ({ zh: '请填写字段名称', en: 'A field needs a name' }),
  labelTooLong: (label) => ({
    zh: `字段「${label}」的名称不能超过 ${CUSTOM_FORM_LIMITS.labelLength} 个字符`,
    en: `The name of “${label}” cannot be longer than ${CUSTOM_FORM_LIMITS.labelLength} characters`,
  }),
  labelTaken: (label) => ({ zh: `字段名称「${label}」重复了`, en: `The field name “${label}” is used twice` }),
  optionsMissing: (label) => ({ zh: `字段「${label}」至少要有一个选项`, en: `“${label}” needs at least one choice` }),
  tooManyOptions: (label) => ({
    zh: `字段「${label}」最多 ${CUSTOM_FORM_LIMITS.options} 个选项`,
    en: `“${label}” can have at most ${CUSTOM_FORM_LIMITS.options} choices`,
  }),
  optionBlank: (label) => ({ zh: `字段「${label}」的选项不能为空`, en: `A choice of “${label}” is blank` }),
  optionTooLong: (label) => ({
    zh: `字段「${label}」的选项不能超过 ${CUSTOM_FORM_LIMITS.optionLength} 个字符`,
    en: `A choice of “${label}” is longer than ${CUSTOM_FORM_LIMITS.optionLength} characters`,
  }),
  optionTwice: (label) => ({ zh: `字段「${label}」的选项重复了`, en: `A choice of “${label}” is given twice` }),
  optionsNotAllowed: (label) => ({ zh: `字段「${label}」不是选择题，不能有选项`, en: `“${label}” is not a choice field and takes no choices` }),
  boundsNotAllowed: (label) => ({ zh: `只有数字字段可以设置上下限（「${label}」）`, en: `Only number fields have bounds (“${label}”)` }),
  boundOutOfRange: (label) => ({ zh: `字段「${label}」的上下限超出范围`, en: `The bounds of “${label}” are out of range` }),
  boundsReversed: (label) => ({ zh: `字段「${label}」的下限不能大于上限`, en: `The lower bound of “${label}” is above its upper bound` }),
};

const FIELD_RULES = {
  fieldName: { type: 'string', label: { zh: '字段标识', en: 'Field id' }, maxLength: 10 },
  label: { type: 'string', label: { zh: '字段名称', en: 'Field name' }, required: true, maxLength: 100 },
  fieldType: { type: 'enum', label: { zh: '字段类型', en: 'Field type' }, values: CUSTOM_FIELD_TYPES, required: true },
  required: { type: 'enum', label: { zh: '是否必填', en: 'Required' }, values: [0, 1], required: true },
  isShow: { type: 'enum', label: { zh: '是否显示', en: 'Shown' }, values: [0, 1], required: true },
  sort: { type: 'number', label: { zh: '排序', en: 'Order' }, integer: true, min: 0, max: 10_000, required: true },
  min: { type: 'number', label: { zh: '下限', en: 'Lower bound' } },
  max: { type: 'number', label: { zh: '上限', en: 'Upper bound' } },
} as const;

function readFieldInput(raw: unknown, index: number): CustomFormFieldInput {
  const where: Msg = { zh: `第 ${index + 1} 个字段`, en: `Field ${index + 1}` };
  if (!isRecord(raw)) throw invalid(notValidMsg(where));
  const { options: rawOptions, ...rest } = raw;
  const scalar = readStrict(rest, FIELD_RULES);
  if (
    rawOptions === undefined ||
    rawOptions === null ||
    !Array.isArray(rawOptions) ||
    rawOptions.some((option) => typeof option !== 'string' || option.length > 100)
  ) {
    throw invalid(notValidMsg({ zh: `${where.zh}的选项`, en: `${where.en}: choices` }));
  }
  return {
    ...(scalar.fieldName ? { fieldName: scalar.fieldName } : {}),
    label: scalar.label,
    fieldType: scalar.fieldType,
    options: (rawOptions as string[]).map((option) => option.trim()),
    required: scalar.required,
    isShow: scalar.isShow,
    sort: scalar.sort,
    min: scalar.min ?? null,
    max: scalar.max ?? null,
  };
}

/** The next unused cf<n> of a form (removed fields keep their names). */
function nextFieldName(taken: readonly CustomFormField[], made: number): string {
  const highest = Math.max(0, ...taken.map((field) => Number(field.fieldName.slice(2)) || 0));
  return `cf${highest + made}`;
}

/** setCustomFormField's body → the form's new field list (live by the body's order, removed ones after); throws 40001. */
export function readFormFields(body: unknown, stored: readonly CustomFormField[]): { formName: CustomFormName; fields: CustomFormField[] } {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { customFormOption, ...rest } = body;
  const formName = readFormName(rest);
  if (!Array.isArray(customFormOption)) throw invalid(notValidMsg(FORM_LABEL.customFormOption));
  const L = CUSTOM_FORM_LIMITS;
  if (customFormOption.length > L.liveFields)
    throw invalid({ zh: `每个表单最多 ${L.liveFields} 个自定义字段`, en: `A form can have at most ${L.liveFields} custom fields` });
  const inputs = customFormOption.map(readFieldInput);
  const byName = new Map(stored.map((field) => [field.fieldName, field]));
  const live: CustomFormField[] = [];
  let made = 0;
  inputs.forEach((input, index) => {
    const others = inputs.filter((_, other) => other !== index).map((item) => item.label);
    const problem = definitionProblem(input, others);
    if (problem) throw invalid(DEFINITION_MESSAGES[problem](input.label.trim()));
    let fieldName = input.fieldName;
    if (fieldName !== undefined) {
      const before = byName.get(fieldName);
      if (!FIELD_NAME_RE.test(fieldName) || !before) throw invalid({ zh: `没有这个自定义字段：${fieldName}`, en: `No such custom field: ${fieldName}` });
      if (before.isDeleted === 1)
        throw invalid({ zh: `字段「${before.label}」已删除，不能再使用`, en: `“${before.label}” was removed and cannot be used again` });
      if (live.some((field) => field.fieldName === fieldName))
        throw invalid({ zh: `字段「${before.label}」出现了两次`, en: `“${before.label}” is given twice` });
      if (before.fieldType !== input.fieldType)
        throw invalid({
          zh: `字段「${before.label}」的类型不能修改（已有的值会对不上）`,
          en: `The type of “${before.label}” cannot change (its values would no longer fit)`,
        });
    } else {
      made += 1;
      fieldName = nextFieldName(stored, made);
    }
    live.push({ ...input, fieldName, label: input.label.trim(), sort: index + 1, isDeleted: 0 });
  });
  const removed = stored
    .filter((field) => !live.some((item) => item.fieldName === field.fieldName))
    .map((field): CustomFormField => ({ ...field, options: field.options.slice(), isDeleted: 1 }));
  if (live.length + removed.length > L.allFields) {
    throw invalid({
      zh: `每个表单最多有过 ${L.allFields} 个字段（含已删除的），不能再添加`,
      en: `A form can have had at most ${L.allFields} fields (removed ones included); no more can be added`,
    });
  }
  return { formName, fields: [...live, ...removed] };
}

const VALUE_MESSAGES: Readonly<Record<ValueProblem, (label: string) => Msg>> = {
  required: (label) => ({ zh: `请填写${label}`, en: `${label} is required` }),
  type: (label) => ({ zh: `${label}的值格式不正确`, en: `The value of ${label} is not valid` }),
  tooLong: (label) => ({ zh: `${label}太长了`, en: `${label} is too long` }),
  belowMin: (label) => ({ zh: `${label}低于下限`, en: `${label} is below its lower bound` }),
  aboveMax: (label) => ({ zh: `${label}高于上限`, en: `${label} is above its upper bound` }),
  notOption: (label) => ({ zh: `${label}不在可选项中`, en: `${label} is not one of its choices` }),
  notDay: (label) => ({ zh: `${label}不是有效的日期`, en: `${label} is not a valid day` }),
  unknown: (label) => ({ zh: `没有这个自定义字段：${label}`, en: `No such custom field: ${label}` }),
  removed: (label) => ({ zh: `字段「${label}」已删除，不能再修改`, en: `“${label}” was removed and can no longer be changed` }),
};

/**
 * The customFields a record will hold after a write: the stored values with the sent ones over
 * them (a key left out keeps its value, null clears it), within the bounds (customFields.ts) and
 * fitting the form's fields (required ones filled, types, choices, bounds); an image is a jpg/png
 * this company uploaded. Throws 40001 naming the field; nothing is stored by the caller then.
 */
export function customValuesAfterWrite(
  companyId: number,
  formName: CustomFormName,
  stored: Readonly<Record<string, CustomFieldValue>>,
  sent: Readonly<Record<string, CustomFieldValue>> | undefined,
  maxText?: number,
): Record<string, CustomFieldValue> {
  const next = readCustomFields({ ...stored, ...(sent ?? {}) }, FORM_LABEL.customFields, maxText);
  const fields = formFieldsOf(companyId, formName);
  const problem = recordValuesProblem(fields, next, stored);
  if (problem) throw invalid(VALUE_MESSAGES[problem.problem](problem.label), `customFields.${problem.fieldName}`);
  for (const field of fields) {
    const value = next[field.fieldName];
    if (field.fieldType === 'image' && typeof value === 'string' && value !== '' && value !== stored[field.fieldName]) {
      next[field.fieldName] = readImageUrl(value, companyId, { zh: field.label, en: field.label });
    }
  }
  return next;
}
