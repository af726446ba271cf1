/** Joint-hall parts shared by the aunt and job screens and the hall pages. */
export { useHallShelf, TAKE_OFF_RELOAD_MS, type HallShelf } from './useHallShelf';
export { auntShareBlock, canUseHall, jobShareBlock, type ShareBlock } from './shelfRules';
export { HallSharedTag } from './HallSharedTag';
