/**
 * Sharing one of our aunts or jobs into the joint hall and taking it off (下架), for the aunt
 * list, the aunt detail, the jobs pages and "my joint orders". Sharing sends at once; taking off
 * asks first (it cancels the record's open merges: the prompt says so), and declining sends
 * nothing (useConfirmedMutation). A refusal shows the server's words. One call at a time: while one
 * is under way (its confirmation included) another resolves false without sending.
 *
 * Each call resolves true when the server accepted, at the moment the view should show it: at
 * once after a share, TAKE_OFF_RELOAD_MS after a take-off (the spec's reload delay, so callers
 * reload straight away and add no delay of their own).
 *
 * @example const shelf = useHallShelf(); if (await shelf.takeOffAunt(aunt.auntId, aunt.auntName)) table.refresh();
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addAunt, addJob, removeAunt, removeJob } from '@/api/united';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import '@/i18n/texts/unitedShelf';

/** The spec's "the view reloads after 1 s" following a take-off (docs/DECISIONS.md). */
export const TAKE_OFF_RELOAD_MS = 1000;

export interface HallShelf {
  shareAunt: (auntId: number) => Promise<boolean>;
  /** `name` (optional) makes the confirmation name her. */
  takeOffAunt: (auntId: number, name?: string) => Promise<boolean>;
  shareJob: (jobId: number) => Promise<boolean>;
  takeOffJob: (jobId: number, title?: string) => Promise<boolean>;
  /** A share or take-off is under way (its confirmation included). */
  pending: boolean;
}

type Kind = 'aunt' | 'job';
type Send = (request: { silent: true }) => Promise<unknown>;

/** One shelf call at a time, its confirmation included. */
const SHELF = 'shelf';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useHallShelf(): HallShelf {
  const { t } = useTranslation();
  const mutation = useConfirmedMutation();
  // After a take-off the view reloads TAKE_OFF_RELOAD_MS later; nothing new starts meanwhile.
  const reloading = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const { run } = mutation;

  const share = useCallback(
    (send: Send) => (reloading.current ? Promise.resolve(false) : run({ key: SHELF, mutate: send, success: t('unitedShelf.share.done') })),
    [run, t],
  );

  const takeOff = useCallback(
    async (kind: Kind, send: Send, name?: string) => {
      if (reloading.current) return false;
      const accepted = await run({
        key: SHELF,
        holdWhileAsking: true,
        confirm: {
          title: name ? t(`unitedShelf.takeOff.${kind}Title`, { name }) : t(`unitedShelf.takeOff.${kind}TitleAny`),
          content: t(`unitedShelf.takeOff.${kind}Content`),
          okText: t('unitedShelf.takeOff.ok'),
          cancelText: t('unitedShelf.takeOff.cancel'),
          danger: true,
        },
        mutate: send,
        success: t('unitedShelf.takeOff.done'),
        // Claimed again at once (before the helper lets go), so nothing slips in before the wait.
        onDone: () => {
          reloading.current = true;
          setWaiting(true);
        },
      });
      if (!accepted) return false;
      try {
        await wait(TAKE_OFF_RELOAD_MS);
      } finally {
        reloading.current = false;
        setWaiting(false);
      }
      return true;
    },
    [run, t],
  );

  const shareAunt = useCallback((auntId: number) => share((options) => addAunt({ auntId }, options)), [share]);
  const shareJob = useCallback((jobId: number) => share((options) => addJob({ jobId }, options)), [share]);
  const takeOffAunt = useCallback((auntId: number, name?: string) => takeOff('aunt', (options) => removeAunt({ auntId }, options), name), [takeOff]);
  const takeOffJob = useCallback((jobId: number, title?: string) => takeOff('job', (options) => removeJob({ jobId }, options), title), [takeOff]);

  const pending = mutation.isBusy(SHELF) || waiting;
  return useMemo(() => ({ shareAunt, takeOffAunt, shareJob, takeOffJob, pending }), [pending, shareAunt, shareJob, takeOffAunt, takeOffJob]);
}
