/** Ready to work (可上户): the badge and what a page's readiness needs; the rule is domain/readiness.ts. */
export { ReadinessBadge, readinessDetail, readinessReasonText } from './ReadinessBadge';
export { useReadinessBasis, useReadinessToday, type ReadinessBasis } from './useReadinessBasis';
