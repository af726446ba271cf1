/**
 * The spec's delays of the joint hall ("after merge, remove or unfavourite, the view redirects
 * or reloads after 1 s or 1.5 s"), which goes with which: docs/DECISIONS.md, "Joint hall".
 * The success message shows first; the view moves on once the delay has passed.
 */
import { TAKE_OFF_RELOAD_MS } from '@/components/united/useHallShelf';

export const UNITED_DELAYS = {
  /** After an application (aunt or job): to my merge applications. */
  afterApply: 1500,
  /** After a merge succeeded: to the completed merges. */
  afterSuccess: 1500,
  /** After an unfavourite in the favourites view: the list reloads (the record leaves it). */
  afterUnfavourite: 1000,
  /** After a take-off (下架): the list reloads (useHallShelf waits it out before it resolves). */
  afterTakeOff: TAKE_OFF_RELOAD_MS,
} as const;
