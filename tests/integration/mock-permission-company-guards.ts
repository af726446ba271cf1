/**
 * company.manage in the permission-table mock test: the company settings' write calls it guards
 * (service types, skills, labels and options, company info, attribute values, templates, custom
 * forms, tabs and tables, departments, the mini-program's content, the vip plan).
 */
import { appPaths } from '@/api/app';
import { companyAppPaths, getCompanyTraining, getSuggest } from '@/api/companyApp';
import {
  companyPaths,
  getAuntSkillData,
  getCustomFormField,
  getCustomTabField,
  getCustomTabRule,
  getServiceType,
  type CustomFormFieldInput,
} from '@/api/company';
import { customPaths } from '@/api/custom';
import { uploadFileMP } from '@/api/sys';
import { addDays } from '@/domain/dateFilter';
import { getDb } from '@/mocks/db';
import { silent } from './mock-helpers';
import { PNG, call, type Guard, today } from './mock-permission-fixtures';

export const COMPANY_MANAGE_GUARDS: Guard[] = [
  {
    call: companyPaths.setCompanyServiceType,
    prepare: async () => ({
      types: (await getServiceType(silent))
        .filter((type) => type.isRetired !== 1)
        .map(({ serviceTypeId: id, serviceTypeName, color, isEnabled }) => ({
          serviceTypeId: id,
          serviceTypeName,
          color: color === '#6B6C70' ? '' : color,
          isEnabled,
        })),
    }),
    body: (f) => ({ companyServiceTypes: f.types }),
  },
  {
    call: companyPaths.setAuntSkillData,
    prepare: async () => ({
      tree: (await getAuntSkillData(silent))
        .filter((item) => !item.isRetired)
        .map((item) => ({
          skillItemId: item.skillItemId,
          skillItemName: item.skillItemName,
          options: item.options.filter((option) => !option.isRetired).map(({ skillOptionId, optionName }) => ({ skillOptionId, optionName })),
        })),
    }),
    body: (f) => ({ skillData: f.tree }),
  },
  { call: companyPaths.setAuntSkillItem, body: () => ({ skillItemName: '宠物护理' }) },
  {
    call: companyPaths.setAuntSkillOption,
    prepare: () => ({ skillItemId: getDb().skillItems.find((row) => row.companyId === 1)!.skillItemId }),
    body: (f) => ({ skillItemId: f.skillItemId, optionName: '遛狗' }),
  },
  {
    call: companyPaths.delAuntSkillItem,
    prepare: async () => ({ skillItemId: (await call<{ skillItemId: number }>(companyPaths.setAuntSkillItem, { skillItemName: '临时分类' })).skillItemId }),
    body: (f) => ({ skillItemId: f.skillItemId }),
  },
  {
    call: companyPaths.delAuntSkillOption,
    prepare: async () => {
      const skillItemId = getDb().skillItems.find((row) => row.companyId === 1)!.skillItemId;
      return {
        skillOptionId: (await call<{ skillOptionId: number }>(companyPaths.setAuntSkillOption, { skillItemId, optionName: '临时技能' })).skillOptionId,
      };
    },
    body: (f) => ({ skillOptionId: f.skillOptionId }),
  },
  { call: companyPaths.setAuntLabelOption, body: () => ({ labelName: '会做辅食' }) },
  {
    call: companyPaths.delAuntlabelOption,
    prepare: async () => ({
      labelOptionId: (await call<{ labelOptionId: number }>(companyPaths.setAuntLabelOption, { labelName: '临时标签' })).labelOptionId,
    }),
    body: (f) => ({ labelOptionId: f.labelOptionId }),
  },
  { call: companyPaths.setAuntCustomOptions, body: () => ({ field: 'visa', optionName: '日本' }) },
  {
    call: companyPaths.delAuntCustomOptions,
    prepare: async () => ({
      customOptionId: (await call<{ customOptionId: number }>(companyPaths.setAuntCustomOptions, { field: 'visa', optionName: '临时' })).customOptionId,
    }),
    body: (f) => ({ customOptionId: f.customOptionId }),
  },
  { call: companyPaths.editCompanyInfo, body: () => ({ companyName: '安心家政（总店）' }) },
  { call: companyPaths.setCompanyTrackDays, body: () => ({ trackDays: 45 }) },
  {
    call: companyPaths.updateLicenseImageMP,
    prepare: async () => ({ filePath: (await uploadFileMP(new Blob([PNG], { type: 'image/png' }), 'licence.png', silent)).filePath }),
    body: (f) => ({ licenseImage: f.filePath }),
  },
  { call: customPaths.attributeValueCreate, body: () => ({ attrName: 'dietaryHabits', value: '少油少盐' }) },
  {
    call: customPaths.attributeValueUpdate,
    prepare: () => ({ attributeValueId: getDb().attributeValues.find((row) => row.companyId === 1 && row.attrName === 'dietaryHabits')!.attributeValueId }),
    body: (f) => ({ attributeValueId: f.attributeValueId, value: '口味清淡' }),
  },
  {
    call: customPaths.attributeValueDelete,
    prepare: async () => ({
      attributeValueId: (await call<{ attributeValueId: number }>(customPaths.attributeValueCreate, { attrName: 'religion', value: '临时' })).attributeValueId,
    }),
    body: (f) => ({ attributeValueId: f.attributeValueId }),
  },
  { call: customPaths.templateCreate, body: () => ({ templateName: 'followUp', title: '节日问候', content: '{employerName}您好' }) },
  {
    call: customPaths.templateUpdate,
    prepare: async () => ({
      templateId: (await call<{ templateId: number }>(customPaths.templateCreate, { templateName: 'followUp', title: '临时', content: '您好' })).templateId,
    }),
    body: (f) => ({ templateId: f.templateId, title: '中秋问候' }),
  },
  {
    call: customPaths.templateDelete,
    prepare: async () => ({
      templateId: (await call<{ templateId: number }>(customPaths.templateCreate, { templateName: 'followUp', title: '临时', content: '您好' })).templateId,
    }),
    body: (f) => ({ templateId: f.templateId }),
  },
  {
    call: companyPaths.setCustomFormField,
    prepare: async () => ({
      fields: (await getCustomFormField({ formName: 'aunt' }, silent))
        .filter((field) => field.isDeleted === 0)
        .map(({ isDeleted: _deleted, ...rest }) => rest as CustomFormFieldInput),
    }),
    body: (f) => ({ formName: 'aunt', customFormOption: f.fields }),
  },
  {
    call: companyPaths.setCustomTabField,
    prepare: async () => ({ tabs: (await getCustomTabField({ tabType: 'aunt' }, silent)).map(({ isCustom: _custom, ...tab }) => tab) }),
    body: (f) => ({ tabType: 'aunt', customTabOption: f.tabs }),
  },
  {
    call: companyPaths.setCustomTabRule,
    prepare: async () => ({ rules: await getCustomTabRule({ tabType: 'aunt' }, silent) }),
    body: (f) => ({ tabType: 'aunt', customTabOption: f.rules }),
  },
  { call: companyPaths.setCustomTableField, body: () => ({ tableType: 'aunt', customTableOption: [] }) },
  { call: companyPaths.saveDepartment, body: () => ({ departmentName: '客服部' }) },
  {
    call: companyPaths.deleteDepartment,
    prepare: async () => ({ departmentId: (await call<{ departmentId: number }>(companyPaths.saveDepartment, { departmentName: '临时部门' })).departmentId }),
    body: (f) => ({ departmentId: f.departmentId }),
  },
  { call: companyAppPaths.setCompanyDynamic, body: () => ({ title: '端午节放假通知', content: '端午节门店休息一天。' }) },
  { call: companyAppPaths.setCompanyTrainingGroup, body: () => ({ groupName: '收纳整理' }) },
  {
    call: companyAppPaths.setCompanyTrainingItem,
    prepare: async () => ({ trainingGroupId: (await getCompanyTraining(silent))[0]!.trainingGroupId }),
    body: (f) => ({
      trainingGroupId: f.trainingGroupId,
      title: '整理收纳进阶',
      price: 399.5,
      sessions: 3,
      capacity: 2,
      startDate: addDays(today(), 7),
      endDate: addDays(today(), 9),
    }),
  },
  {
    call: companyAppPaths.replySuggest,
    prepare: async () => ({ suggestId: (await getSuggest({ status: 0 }, silent)).list[0]!.suggestId }),
    body: (f) => ({ suggestId: f.suggestId, reply: '感谢反馈' }),
  },
  { call: appPaths.paySolution, body: () => ({ solutionId: 2 }) },
];
