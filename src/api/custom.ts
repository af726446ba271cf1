/** Custom family (/custom/): attribute values (by attrName), column display lists (by moduleName), templates (by templateName). */
import { post, type RequestOptions } from './http';
import { optionalPath } from './optional';
import type { Flag } from './shared';

export const customPaths = {
  attributeValueCreate: '/custom/attribute/value/create',
  attributeValueList: '/custom/attribute/value/list',
  attributeValueUpdate: '/custom/attribute/value/update',
  attributeValueDelete: '/custom/attribute/value/delete',
  columnDisplayList: '/custom/column/display/list',
  columnDisplayUpdate: '/custom/column/display/update',
  templateList: '/custom/template/list',
  templateCreate: '/custom/template/create',
  templateUpdate: '/custom/template/update',
  /** Our addition (docs/API.md): the spec names no delete of a template; snippets come and go. */
  templateDelete: optionalPath('/custom/template/delete'),
} as const;

/** A value of one of the aunt's pick-list attributes (attrName: domain/auntAttributes.ts). */
export interface AttributeValue {
  attributeValueId: number;
  attrName: string;
  value: string;
  /** 1-based position in its attribute. */
  sort: number;
  /** The company's aunts holding the value (ours). */
  useCount: number;
}

export interface AttributeValueCreateRequest {
  attrName: string;
  value: string;
  sort?: number;
}

export interface AttributeValueListRequest {
  /** @spec */
  attrName: string;
}

/** Renames (every aunt holding the old text gets the new one in the same write) and/or moves a value. */
export interface AttributeValueUpdateRequest {
  attributeValueId: number;
  value?: string;
  sort?: number;
}

export interface AttributeValueIdRequest {
  attributeValueId: number;
}

/** One column of a staff member's own layout of a list (the company's default is getCustomTableField). */
export interface ColumnDisplay {
  moduleName: string;
  field: string;
  label: string;
  isShow: Flag;
  sort: number;
  /** Pixels; null for the column's own width. */
  width: number | null;
  /** Kept at that side while the list scrolls sideways; null for none. */
  fixed: 'left' | 'right' | null;
}

export interface ColumnDisplayListRequest {
  /** @spec */
  moduleName: string;
}

export interface ColumnDisplayUpdateRequest {
  moduleName: string;
  /** The whole layout; [] forgets it (the list follows the company's default again). */
  columns: Omit<ColumnDisplay, 'moduleName'>[];
}

/**
 * A text template. `templateName` is its kind (domain/templates.ts: auntResume, followUp, contract);
 * `title` names one snippet among its kind (ours). Placeholders: domain/templates.ts.
 */
export interface Template {
  templateId: number;
  templateName: string;
  title: string;
  content: string;
  createdTime: string;
  updatedTime: string;
}

export interface TemplateListRequest {
  /** @spec */
  templateName: string;
}

export interface TemplateCreateRequest {
  templateName: string;
  title: string;
  content: string;
}

/** Changes the title and/or the content (the kind stays). */
export interface TemplateUpdateRequest {
  templateId: number;
  title?: string;
  content?: string;
}

export interface TemplateIdRequest {
  templateId: number;
}

/** Adds a value to a custom attribute. */
export const attributeValueCreate = (body: AttributeValueCreateRequest, options?: RequestOptions) => post(customPaths.attributeValueCreate, body, options);

/** Values of one custom attribute ({attrName}). */
export const attributeValueList = (body: AttributeValueListRequest, options?: RequestOptions) => post(customPaths.attributeValueList, body, options);

/** Changes an attribute value. */
export const attributeValueUpdate = (body: AttributeValueUpdateRequest, options?: RequestOptions) => post(customPaths.attributeValueUpdate, body, options);

/** Deletes an attribute value. */
export const attributeValueDelete = (body: AttributeValueIdRequest, options?: RequestOptions) => post(customPaths.attributeValueDelete, body, options);

/** The signed-in staff member's own column layout of one list ({moduleName}); [] when they have none. */
export const columnDisplayList = (body: ColumnDisplayListRequest, options?: RequestOptions) => post(customPaths.columnDisplayList, body, options);

/** Saves (or with [] forgets) the signed-in staff member's own column layout of one list. */
export const columnDisplayUpdate = (body: ColumnDisplayUpdateRequest, options?: RequestOptions) => post(customPaths.columnDisplayUpdate, body, options);

/** Templates with one name ({templateName}). */
export const templateList = (body: TemplateListRequest, options?: RequestOptions) => post(customPaths.templateList, body, options);

/** Creates a template. */
export const templateCreate = (body: TemplateCreateRequest, options?: RequestOptions) => post(customPaths.templateCreate, body, options);

/** Saves a template. */
export const templateUpdate = (body: TemplateUpdateRequest, options?: RequestOptions) => post(customPaths.templateUpdate, body, options);

/** Deletes a snippet (the resume template stays; ours). */
export const templateDelete = (body: TemplateIdRequest, options?: RequestOptions) => post(customPaths.templateDelete, body, options);
