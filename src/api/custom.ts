/** Custom family (/custom/): attribute values (by attrName), column display lists (by moduleName), templates (by templateName). */
import { post, type RequestOptions } from './http';
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
} as const;

export interface AttributeValue {
  attributeValueId: number;
  attrName: string;
  value: string;
  sort: number;
}

export interface AttributeValueCreateRequest {
  attrName: string;
  value: string;
  sort?: number;
}

export interface AttributeValueListRequest {
  attrName: string;
}

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
  moduleName: string;
}

export interface ColumnDisplayUpdateRequest {
  moduleName: string;
  /** The whole layout; [] forgets it (the list follows the company's default again). */
  columns: Omit<ColumnDisplay, 'moduleName'>[];
}

export interface Template {
  templateId: number;
  templateName: string;
  content: string;
  createdTime: string;
  updatedTime: string;
}

export interface TemplateListRequest {
  templateName: string;
}

export interface TemplateCreateRequest {
  templateName: string;
  content: string;
}

export interface TemplateUpdateRequest {
  templateId: number;
  templateName?: string;
  content?: string;
}

/** Adds a value to a custom attribute. */
export const attributeValueCreate = (body: AttributeValueCreateRequest, options?: RequestOptions) =>
  post<AttributeValue>(customPaths.attributeValueCreate, body, options);

/** Values of one custom attribute ({attrName}). */
export const attributeValueList = (body: AttributeValueListRequest, options?: RequestOptions) =>
  post<AttributeValue[]>(customPaths.attributeValueList, body, options);

/** Changes an attribute value. */
export const attributeValueUpdate = (body: AttributeValueUpdateRequest, options?: RequestOptions) =>
  post<AttributeValue>(customPaths.attributeValueUpdate, body, options);

/** Deletes an attribute value. */
export const attributeValueDelete = (body: AttributeValueIdRequest, options?: RequestOptions) =>
  post<null>(customPaths.attributeValueDelete, body, options);

/** The signed-in staff member's own column layout of one list ({moduleName}); [] when they have none. */
export const columnDisplayList = (body: ColumnDisplayListRequest, options?: RequestOptions) =>
  post<ColumnDisplay[]>(customPaths.columnDisplayList, body, options);

/** Saves (or with [] forgets) the signed-in staff member's own column layout of one list. */
export const columnDisplayUpdate = (body: ColumnDisplayUpdateRequest, options?: RequestOptions) =>
  post<ColumnDisplay[]>(customPaths.columnDisplayUpdate, body, options);

/** Templates with one name ({templateName}). */
export const templateList = (body: TemplateListRequest, options?: RequestOptions) =>
  post<Template[]>(customPaths.templateList, body, options);

/** Creates a template. */
export const templateCreate = (body: TemplateCreateRequest, options?: RequestOptions) =>
  post<Template>(customPaths.templateCreate, body, options);

/** Saves a template. */
export const templateUpdate = (body: TemplateUpdateRequest, options?: RequestOptions) =>
  post<Template>(customPaths.templateUpdate, body, options);
