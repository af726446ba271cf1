/** Change tracking of the live database: see tracker.ts. */
export { hasPendingChanges, jsonCopy, rawView, track, wasTouched, writeCount } from './tracker';
export { applyChanges, takeChanges, type ChangeBatch, type TableChange } from './changes';
export { hasSavepoint, rollback, savepoint } from './rollback';
