/**
 * Favourite / unfavourite a hall aunt or job (关注成功 / 取消关注成功). The record shows its new
 * state at once (`onChanged`); in the favourites view an unfavoured record then leaves the list,
 * which reloads after UNITED_DELAYS.afterUnfavourite. One call per record at a time.
 */
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { favAunt, favJob, removeFavAunt, removeFavJob } from '@/api/united';
import type { UnitedAunt, UnitedJob } from '@/api/united.types';
import type { Flag } from '@/api/shared';
import { UNITED_DELAYS } from './delays';
import '@/i18n/texts/united';

export type FavTarget =
  { kind: 'aunt'; record: Pick<UnitedAunt, 'unitedAuntId' | 'auntId' | 'isFav'> } | { kind: 'job'; record: Pick<UnitedJob, 'unitedJobId' | 'jobId' | 'isFav'> };

const keyOf = (target: FavTarget) => (target.kind === 'aunt' ? `aunt:${target.record.unitedAuntId}` : `job:${target.record.unitedJobId}`);

function send(target: FavTarget, add: boolean): Promise<unknown> {
  if (target.kind === 'aunt') {
    const body = { unitedAuntId: target.record.unitedAuntId, auntId: target.record.auntId };
    return add ? favAunt(body) : removeFavAunt(body);
  }
  const body = { unitedJobId: target.record.unitedJobId, jobId: target.record.jobId };
  return add ? favJob(body) : removeFavJob(body);
}

interface FavouriteOptions {
  /** The list shows favourites only: an unfavoured record leaves it. */
  favouritesView: boolean;
  /** The record's new flag, shown at once. */
  onChanged: (target: FavTarget, isFav: Flag) => void;
  reload: () => void;
}

export function useFavourite({ favouritesView, onChanged, reload }: FavouriteOptions) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const toggle = useCallback(
    async (target: FavTarget) => {
      const key = keyOf(target);
      if (running.current.has(key)) return;
      running.current.add(key);
      setPending(new Set(running.current));
      const add = target.record.isFav !== 1;
      try {
        await send(target, add);
      } catch {
        return; // the request layer has shown why
      } finally {
        running.current.delete(key);
        setPending(new Set(running.current));
      }
      void message.success(t(add ? 'united.fav.added' : 'united.fav.removed'));
      onChanged(target, add ? 1 : 0);
      if (!add && favouritesView) {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = null;
          reload();
        }, UNITED_DELAYS.afterUnfavourite);
      }
    },
    [favouritesView, message, onChanged, reload, t],
  );

  return { toggle, isPending: (target: FavTarget) => pending.has(keyOf(target)) };
}
