/**
 * The values a template's placeholders take from a record (domain/templates.ts lists them per kind),
 * coded fields (gender, education ...) in the language `t` translates to (the resume's: a Chinese
 * template is filled in Chinese). Numbers stay bare: the template says "{age}岁" or
 * "{expectedSalary}元/月" itself. Pure: `t` is i18next's.
 */
import type { PublicAunt } from '@/api/aunt';
import type { Order } from '@/api/order.types';
import { ethnicityLabel } from '@/domain/auntCodes';
import { AUNT_ATTRIBUTE_NAMES } from '@/domain/auntAttributes';
import type { TemplateValues } from '@/domain/templates';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** 8000-10000, 8000, or nothing for 0. */
export function salaryText(min: number, max: number | null): string {
  if (!min) return '';
  return max && max !== min ? `${min}-${max}` : String(min);
}

/** The aunt resume's values in `language` (`t` translates to it), from the public view of an aunt (what the resume page shows). */
export function resumeValues(aunt: PublicAunt, t: Translate, language: string): TemplateValues {
  // A list reads '月嫂、育儿嫂' in Chinese and 'a, b' in English.
  const list = (names: readonly string[] | undefined) => (language === 'en' && names ? names.join(', ') : names);
  return {
    auntName: aunt.auntName,
    gender: t(`codes.gender.${aunt.gender}`),
    age: aunt.age,
    zodiac: aunt.zodiac ? t(`codes.zodiac.${aunt.zodiac}`) : null,
    nativePlace: aunt.nativePlace,
    ethnicity: aunt.ethnicity ? ethnicityLabel(aunt.ethnicity, language) : null,
    education: aunt.education ? t(`codes.education.${aunt.education}`) : null,
    height: aunt.height,
    weight: aunt.weight,
    experienceYears: aunt.experienceYears,
    workStatus: t(`codes.workStatus.${aunt.workStatus}`),
    serviceTypes: list(aunt.serviceTypeNames),
    skills: list(aunt.skillNames),
    certificates: list(aunt.certificateNames),
    labels: list(aunt.labelNames),
    expectedSalary: salaryText(aunt.expectedSalary, aunt.expectedSalaryMax),
    liveIn: t(`codes.liveIn.${aunt.liveIn}`),
    ...Object.fromEntries(AUNT_ATTRIBUTE_NAMES.map((name) => [name, list(aunt.attributes?.[name] ?? [])])),
    introduction: aunt.introduction,
    companyName: aunt.companyName,
  };
}

/** Who writes and when: the follow-up and contract snippets' own values. */
export interface WriterValues {
  staffName: string;
  companyName: string;
  /** yyyy-MM-dd. */
  today: string;
}

export function followUpValues(employerName: string, writer: WriterValues): TemplateValues {
  return { employerName, ...writer };
}

export function contractValues(
  order: Pick<Order, 'employerName' | 'auntName' | 'contractStart' | 'contractEnd' | 'signedSalary' | 'salaryMin' | 'salaryMax'>,
  serviceTypeName: string,
  writer: WriterValues,
): TemplateValues {
  return {
    employerName: order.employerName,
    auntName: order.auntName,
    serviceType: serviceTypeName,
    salary: order.signedSalary ?? salaryText(order.salaryMin, order.salaryMax),
    contractStart: order.contractStart,
    contractEnd: order.contractEnd,
    ...writer,
  };
}
