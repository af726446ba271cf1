/** Shared employer parts: used by the employer list, detail page and other pages showing employers. */
export { EmployerAvatar, type EmployerAvatarProps } from './EmployerAvatar';
export { EmployerStatusTag, employerStatusTag } from './EmployerStatusTag';
export { AddressCascader, type AddressCascaderProps } from './AddressCascader';
export { useRegions, buildRegions, type Regions, type RegionOption } from './useRegions';
export { mayChangeEmployer } from './permissions';
export { FollowUpForm, type FollowUpFormProps } from './FollowUpForm';
export { FollowUpDialog, type FollowUpDialogProps } from './FollowUpDialog';
export { TransferDialog, type TransferDialogProps, type TransferTarget } from './TransferDialog';
export { useConfirmDeleteEmployer } from './useConfirmDeleteEmployer';
export { EmployerFormDrawer, type EmployerFormDrawerProps } from './form/EmployerFormDrawer';
export type { EmployerFormValues } from './form/formValues';
export { ageRangeText, budgetText, isFollowUpDue } from './display';
