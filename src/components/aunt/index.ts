/** Shared aunt display parts: used by the aunt list, form, detail and resume. */
export { WorkStatusTag, workStatusTag } from './WorkStatusTag';
export { CatalogueTag, RETIRED_STYLE, type CatalogueTagProps } from './CatalogueTag';
export { ServiceTypeTagList, ServiceTypeTags, type ServiceTypeTagsProps } from './ServiceTypeTags';
export { AuntAvatar, colorOfName, type AuntAvatarProps } from './AuntAvatar';
export { useCompanyAuntOptions, type UseCompanyAuntOptions } from './useCompanyAuntOptions';
export { DEFAULT_SERVICE_TYPE_COLOR } from '@/domain/colour';
export type { CompanyAuntOptions } from '@/api/company.queries';
export { maskMobile } from './mask';
export { AuntMobileRevealDialog, type AuntMobileRevealDialogProps } from './AuntMobileRevealDialog';
