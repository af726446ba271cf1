/** The joint-hall family (/united/): shelves, reads, favourites and the merge flow. */
import { unitedFavHandlers } from './unitedFav';
import { unitedMergeHandlers } from './unitedMerge';
import { unitedReadHandlers } from './unitedRead';
import { unitedShelfHandlers } from './unitedShelf';

export const unitedHandlers = [...unitedShelfHandlers, ...unitedReadHandlers, ...unitedFavHandlers, ...unitedMergeHandlers];
