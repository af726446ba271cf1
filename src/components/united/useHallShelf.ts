/**
 * Sharing one of our aunts or jobs into the joint hall and taking it off (下架), for the aunt
 * list, the aunt detail, the jobs pages and "my joint orders". Sharing sends at once; taking off
 * asks first (it cancels the record's open merges: the prompt says so), and declining sends
 * nothing. A refusal is shown by the request layer. One call at a time: while one is under way
 * (its confirmation included) another resolves false without sending.
 *
 * Each call resolves true when the server accepted, at the moment the view should show it: at
 * once after a share, TAKE_OFF_RELOAD_MS after a take-off (the spec's reload delay, so callers
 * reload straight away and add no delay of their own).
 *
 * @example const shelf = useHallShelf(); if (await shelf.takeOffAunt(aunt.auntId, aunt.auntName)) table.refresh();
 */
import { App } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addAunt, addJob, removeAunt, removeJob } from '@/api/united';
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

const sent = (request: Promise<unknown>) =>
  request.then(
    () => true,
    () => false, // shown by the request layer
  );

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useHallShelf(): HallShelf {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const once = useCallback(async (work: () => Promise<boolean>) => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    try {
      return await work();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  const share = useCallback(
    (request: () => Promise<unknown>) =>
      once(async () => {
        const accepted = await sent(request());
        if (accepted) void message.success(t('unitedShelf.share.done'));
        return accepted;
      }),
    [message, once, t],
  );

  const takeOff = useCallback(
    (kind: Kind, request: () => Promise<unknown>, name?: string) =>
      once(async () => {
        const accepted = await new Promise<boolean>((resolve) => {
          modal.confirm({
            title: name ? t(`unitedShelf.takeOff.${kind}Title`, { name }) : t(`unitedShelf.takeOff.${kind}TitleAny`),
            content: t(`unitedShelf.takeOff.${kind}Content`),
            okText: t('unitedShelf.takeOff.ok'),
            cancelText: t('unitedShelf.takeOff.cancel'),
            okButtonProps: { danger: true },
            // Returning the promise keeps the dialog open (button spinning) until the answer.
            onOk: () => sent(request()).then(resolve),
            onCancel: () => resolve(false),
            // Closed any other way (e.g. every dialog destroyed): nothing was sent.
            afterClose: () => resolve(false),
          });
        });
        if (!accepted) return false;
        void message.success(t('unitedShelf.takeOff.done'));
        await wait(TAKE_OFF_RELOAD_MS);
        return true;
      }),
    [message, modal, once, t],
  );

  const shareAunt = useCallback((auntId: number) => share(() => addAunt({ auntId })), [share]);
  const shareJob = useCallback((jobId: number) => share(() => addJob({ jobId })), [share]);
  const takeOffAunt = useCallback((auntId: number, name?: string) => takeOff('aunt', () => removeAunt({ auntId }), name), [takeOff]);
  const takeOffJob = useCallback((jobId: number, title?: string) => takeOff('job', () => removeJob({ jobId }), title), [takeOff]);

  return useMemo(() => ({ shareAunt, takeOffAunt, shareJob, takeOffJob, pending }), [pending, shareAunt, shareJob, takeOffAunt, takeOffJob]);
}
