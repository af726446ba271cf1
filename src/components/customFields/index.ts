/** The company's custom form fields as every screen uses them: the shared query, form inputs, record-page section, list columns. */
export { invalidateCustomTabs, publishCustomFormFields, useCustomFormFields, type UseCustomFormFields } from './store';
export { CustomFieldInputs, customFieldPath, useCustomFieldRule } from './CustomFieldInputs';
export { CustomFieldsDetail, customDetailItems } from './CustomFieldsDetail';
export { customColumns } from './customColumns';
export { customValueText, customValuesToSend } from './valueText';
