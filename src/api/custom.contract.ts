/**
 * The contract's entries for `customPaths` (custom.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type {
  AttributeValue,
  AttributeValueCreateRequest,
  AttributeValueIdRequest,
  AttributeValueListRequest,
  AttributeValueUpdateRequest,
  ColumnDisplay,
  ColumnDisplayListRequest,
  ColumnDisplayUpdateRequest,
  Template,
  TemplateCreateRequest,
  TemplateIdRequest,
  TemplateListRequest,
  TemplateUpdateRequest,
} from './custom';

export interface CustomContract {
  /**
   * Adds a value to a custom attribute.
   * Request: `AttributeValueCreateRequest` {attrName, value, sort?} (company.manage)
   */
  '/custom/attribute/value/create': { req: AttributeValueCreateRequest; res: AttributeValue };
  /** Values of one custom attribute ({attrName}). */
  '/custom/attribute/value/list': { req: AttributeValueListRequest; res: AttributeValue[] };
  /**
   * Changes an attribute value.
   * Request: `AttributeValueUpdateRequest` {attributeValueId, value?, sort?} (a rename reaches every aunt holding the old text)
   */
  '/custom/attribute/value/update': { req: AttributeValueUpdateRequest; res: AttributeValue };
  /**
   * Deletes an attribute value.
   * Request: `AttributeValueIdRequest` {attributeValueId} (aunts keep the text)
   */
  '/custom/attribute/value/delete': { req: AttributeValueIdRequest; res: null };
  /** The signed-in staff member's own column layout of one list ({moduleName}); [] when they have none. */
  '/custom/column/display/list': { req: ColumnDisplayListRequest; res: ColumnDisplay[] };
  /** Saves (or with [] forgets) the signed-in staff member's own column layout of one list. */
  '/custom/column/display/update': { req: ColumnDisplayUpdateRequest; res: ColumnDisplay[] };
  /** Templates with one name ({templateName}). */
  '/custom/template/list': { req: TemplateListRequest; res: Template[] };
  /** Creates a template. */
  '/custom/template/create': { req: TemplateCreateRequest; res: Template };
  /** Saves a template. */
  '/custom/template/update': { req: TemplateUpdateRequest; res: Template };
  /**
   * Deletes a snippet (the resume template stays; ours).
   * Request: `TemplateIdRequest` {templateId} (a snippet; the resume template answers 40901)
   */
  '/custom/template/delete': { req: TemplateIdRequest; res: null };
}
