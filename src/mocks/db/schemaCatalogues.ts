/**
 * Row types of the catalogues issue 16 added (data version 15): the values of the aunt's pick-list
 * attributes (/custom/attribute/value/*) and the text templates (/custom/template/*). Part of the
 * schema (schema.ts). The older catalogues (service types, skills, labels, certificates / trainings
 * / visas) are in schemaAunts.ts.
 */
import type { AuntAttrName } from '@/domain/auntAttributes';
import type { TemplateKind } from '@/domain/templates';

/** One value of an attribute of one company; unique per (company, attrName) ignoring case. */
export interface AttributeValueRow {
  attributeValueId: number;
  companyId: number;
  attrName: AuntAttrName;
  value: string;
  /** 1..n within (company, attrName). */
  sort: number;
}

/** A template of one company: its kind (the API's templateName), a title and the text with placeholders (domain/templates.ts). */
export interface TemplateRow {
  templateId: number;
  companyId: number;
  templateName: TemplateKind;
  title: string;
  content: string;
  createdTime: string;
  updatedTime: string;
  /** Who saved it last (0: the seed). */
  updatedBy: number;
}

export interface CatalogueTables {
  attributeValues: AttributeValueRow[];
  templates: TemplateRow[];
}

export const CATALOGUE_TABLE_NAMES = ['attributeValues', 'templates'] as const satisfies readonly (keyof CatalogueTables)[];

export function emptyCatalogueTables(): CatalogueTables {
  return { attributeValues: [], templates: [] };
}
