/** The list filters' shared parts: the filter row, the keyword field, the common selects and controls. */
export { FilterRow, type FilterRowProps } from './FilterRow';
export { KeywordFilter, KEYWORD_MAX_LENGTH, type KeywordTable } from './KeywordFilter';
export { ServiceTypeFilter, WorkStatusFilter, StaffFilter, NO_OWNER } from './SelectFilters';
export { SwitchFilter, CreatedDateFilter, CREATED_DEFAULT, useMoreFilters, MoreFiltersButton, ResetFilterButton } from './FilterControls';
export { default as filterStyles } from './Filters.module.css';
