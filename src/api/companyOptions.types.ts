/** Option sets the company keeps for its forms (company.ts): service types, aunt skills, labels and custom choices, fee choices. */
import type { Flag } from './shared';
import type { FinanceDictItem } from './finance';

/** A service type of the company; color defaults to grey #6B6C70. */
export interface CompanyServiceType {
  serviceTypeId: number;
  serviceTypeName: string;
  color: string;
  sort: number;
  isEnabled: Flag;
}

/** A service type as saved: new ones have no id yet. */
export type CompanyServiceTypeInput = Omit<CompanyServiceType, 'serviceTypeId'> & { serviceTypeId?: number };

export interface AuntSkillOption {
  skillOptionId: number;
  skillItemId: number;
  optionName: string;
  sort: number;
}

export interface AuntSkillItem {
  skillItemId: number;
  skillItemName: string;
  sort: number;
  options: AuntSkillOption[];
}

export interface AuntLabelOption {
  labelOptionId: number;
  labelName: string;
  color: string;
  sort: number;
}

/** Aunt fields whose choices the company keeps: certificates, trains, visas, and any other field. */
export type AuntCustomField = 'certificate' | 'train' | 'visa' | (string & {});

export interface AuntCustomOption {
  customOptionId: number;
  field: AuntCustomField;
  optionName: string;
  sort: number;
}

/** Every option set of the aunt forms. */
export interface AuntOptions {
  serviceTypes: CompanyServiceType[];
  skills: AuntSkillItem[];
  labels: AuntLabelOption[];
  certificates: AuntCustomOption[];
  trains: AuntCustomOption[];
  visas: AuntCustomOption[];
}

export type AuntOptionsKind = keyof AuntOptions;

export interface AuntOptionsRequest {
  /** Option sets wanted; all when absent. */
  kinds?: AuntOptionsKind[];
}

export interface SetCompanyServiceTypeRequest {
  companyServiceTypes: CompanyServiceTypeInput[];
}

export interface SetAuntSkillDataRequest {
  skillData: AuntSkillItem[];
}

export interface SetAuntSkillItemRequest {
  skillItemId?: number;
  skillItemName: string;
  sort?: number;
}

export interface SetAuntSkillOptionRequest {
  skillOptionId?: number;
  skillItemId: number;
  optionName: string;
  sort?: number;
}

export interface SkillItemIdRequest {
  skillItemId: number;
}

export interface SkillOptionIdRequest {
  skillOptionId: number;
}

export interface SetAuntLabelOptionRequest {
  labelOptionId?: number;
  labelName: string;
  color?: string;
  sort?: number;
}

export interface LabelOptionIdRequest {
  labelOptionId: number;
}

/** Choices of the add-fee form. */
export interface AddFinanceOptions {
  feeNames: FinanceDictItem[];
  payStyles: FinanceDictItem[];
}

export interface AuntCustomOptionsRequest {
  field: AuntCustomField;
}

export interface SetAuntCustomOptionRequest {
  customOptionId?: number;
  field: AuntCustomField;
  optionName: string;
  sort?: number;
}

export interface CustomOptionIdRequest {
  customOptionId: number;
}
