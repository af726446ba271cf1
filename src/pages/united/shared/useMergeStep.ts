/**
 * Every step of the merge (合单) flow, one way: ask the step's confirmation (the spec's exact
 * prompt); declined -> its info message and nothing sent; accepted -> the call (the dialog's OK
 * spins, and no other step starts until this one has settled), its success message, the shown
 * record(s) reloaded, and for an application or a success the move on after the spec's delay
 * (UNITED_DELAYS). A refusal shows the server's message and reloads, so the buttons match the
 * record's real state. The prompt and the one-at-a-time guard are useConfirmedMutation's.
 *
 * @example
 *   const steps = useMergeStep(table.refresh);
 *   steps.take('unitedAgree', record);
 *   steps.apply('aunt', (request) => unitedAunt({ unitedAuntId, auntId }, request));
 */
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RequestOptions } from '@/api/http';
import { unitedAgree, unitedCancel, unitedDelete, unitedReject, unitedSuccess } from '@/api/united';
import type { UnitedMappingKind } from '@/api/united.types';
import type { MergeAction } from '@/domain/unitedGraph';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { UNITED_DELAYS } from './delays';
import { UNITED_PATHS, myApplicationsPath } from './paths';
import '@/i18n/texts/united';

export type MergeStepName = 'apply' | 'agree' | 'reject' | 'cancel' | 'success' | 'delete';
/** Asked with a red OK (docs/UI-PATTERNS.md "Confirm a destructive action"). */
export const DESTRUCTIVE_STEPS: ReadonlySet<MergeStepName> = new Set(['reject', 'cancel', 'delete']);

export const STEP_OF_ACTION: Record<MergeAction, MergeStepName> = {
  unitedAgree: 'agree',
  unitedReject: 'reject',
  unitedCancel: 'cancel',
  unitedSuccess: 'success',
  unitedDelete: 'delete',
};

const CALLS: Record<MergeAction, (body: { mappingAuntId: number }, options: RequestOptions) => Promise<unknown>> = {
  unitedAgree,
  unitedReject,
  unitedCancel,
  unitedSuccess,
  unitedDelete,
};

/** One step at a time on a page: the key every step runs under. */
const STEP_KEY = 'merge-step';

export interface MergeSteps {
  /** A step on a merge record (the buttons come from allowedMergeActions). Resolves true when the server took it. */
  take: (action: MergeAction, record: { mappingAuntId: number }) => Promise<boolean>;
  /** An application: `send` makes the unitedAunt / unitedJob call, passing `request` on. */
  apply: (kind: UnitedMappingKind, send: (request: RequestOptions) => Promise<unknown>) => Promise<boolean>;
  /** A step is being confirmed, sent or moving on: every step button is disabled meanwhile. */
  busy: boolean;
  /** The record whose step was sent and is not done yet (its button spins), 0 for an application, null when none. */
  pendingId: number | null;
}

export function useMergeStep(reload: () => void): MergeSteps {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mutation = useConfirmedMutation();
  // The record whose step was sent, until it settled or (after a success that moves on) the page moved.
  const [pendingId, setPendingId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      // Left (or hidden by keep-alive) before moving on: stay here and start clean next time.
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      setPendingId(null);
    },
    [],
  );

  const run = useCallback(
    (step: MergeStepName, id: number, send: (request: RequestOptions) => Promise<unknown>, next: string | null, delay: number) => {
      // Moving on after a success: nothing else starts.
      if (timer.current) return Promise.resolve(false);
      return mutation.run({
        key: STEP_KEY,
        holdWhileAsking: true,
        confirm: {
          title: t(`united.steps.${step}.title`),
          content: t(`united.steps.${step}.confirm`),
          okText: t(`united.steps.${step}.label`),
          danger: DESTRUCTIVE_STEPS.has(step),
          cancelText: t('united.dialog.cancel'),
        },
        mutate: (request) => {
          setPendingId(id);
          return send(request);
        },
        success: t(`united.steps.${step}.done`),
        onDone: () => {
          reload();
          if (next === null) return;
          timer.current = setTimeout(() => {
            timer.current = null;
            setPendingId(null);
            void navigate(next);
          }, delay);
        },
        // A refusal (its reason shown): show the record as it really is.
        onError: reload,
        onSettled: () => {
          if (!timer.current) setPendingId(null);
        },
        onDeclined: () => void message.info(t(`united.steps.${step}.declined`)),
      });
    },
    [message, mutation, navigate, reload, t],
  );

  const take = useCallback(
    (action: MergeAction, record: { mappingAuntId: number }) => {
      const step = STEP_OF_ACTION[action];
      const next = step === 'success' ? UNITED_PATHS.success : null;
      return run(step, record.mappingAuntId, (request) => CALLS[action]({ mappingAuntId: record.mappingAuntId }, request), next, UNITED_DELAYS.afterSuccess);
    },
    [run],
  );
  const apply = useCallback(
    (kind: UnitedMappingKind, send: (request: RequestOptions) => Promise<unknown>) => run('apply', 0, send, myApplicationsPath(kind), UNITED_DELAYS.afterApply),
    [run],
  );

  return useMemo(() => ({ take, apply, busy: mutation.anyBusy || pendingId !== null, pendingId }), [apply, mutation.anyBusy, pendingId, take]);
}
