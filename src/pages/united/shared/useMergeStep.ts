/**
 * Every step of the merge (合单) flow, one way: ask the step's confirmation (the spec's exact
 * prompt); declined -> its info message and nothing sent; accepted -> the call (the dialog's OK
 * spins, and no other step starts until this one has settled), its success message, the shown
 * record(s) reloaded, and for an application or a success the move on after the spec's delay
 * (UNITED_DELAYS). A refusal shows the server's message (the request layer) and reloads, so the
 * buttons match the record's real state.
 *
 * @example
 *   const steps = useMergeStep(table.refresh);
 *   steps.take('unitedAgree', record);
 *   steps.apply('aunt', () => unitedAunt({ unitedAuntId, auntId }));
 */
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { unitedAgree, unitedCancel, unitedDelete, unitedReject, unitedSuccess } from '@/api/united';
import type { UnitedMappingKind } from '@/api/united.types';
import type { MergeAction } from '@/domain/unitedGraph';
import { UNITED_DELAYS } from './delays';
import { UNITED_PATHS, myApplicationsPath } from './paths';
import '@/i18n/texts/united';

export type MergeStepName = 'apply' | 'agree' | 'reject' | 'cancel' | 'success' | 'delete';

export const STEP_OF_ACTION: Record<MergeAction, MergeStepName> = {
  unitedAgree: 'agree',
  unitedReject: 'reject',
  unitedCancel: 'cancel',
  unitedSuccess: 'success',
  unitedDelete: 'delete',
};

const CALLS: Record<MergeAction, (body: { mappingAuntId: number }) => Promise<unknown>> = {
  unitedAgree,
  unitedReject,
  unitedCancel,
  unitedSuccess,
  unitedDelete,
};

export interface MergeSteps {
  /** A step on a merge record (the buttons come from allowedMergeActions). Resolves true when the server took it. */
  take: (action: MergeAction, record: { mappingAuntId: number }) => Promise<boolean>;
  /** An application: `send` makes the unitedAunt / unitedJob call. */
  apply: (kind: UnitedMappingKind, send: () => Promise<unknown>) => Promise<boolean>;
  /** A step is being confirmed, sent or moving on: every step button is disabled meanwhile. */
  busy: boolean;
  /** The record whose step was sent and is not done yet (its button spins), 0 for an application, null when none. */
  pendingId: number | null;
}

export function useMergeStep(reload: () => void): MergeSteps {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  // The step under way: asked (sending false) or sent and not yet settled / moved on.
  const [phase, setPhase] = useState<{ id: number; sending: boolean } | null>(null);
  // Set at the click, before React renders the disabled buttons: a second click starts nothing.
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      // Left (or hidden by keep-alive) before moving on: stay here and start clean next time.
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      busy.current = false;
      setPhase(null);
    },
    [],
  );

  const run = useCallback(
    (step: MergeStepName, id: number, send: () => Promise<unknown>, next: string | null, delay: number) =>
      new Promise<boolean>((resolve) => {
        if (busy.current) {
          resolve(false);
          return;
        }
        busy.current = true;
        setPhase({ id, sending: false });
        const release = () => {
          busy.current = false;
          setPhase(null);
        };
        // Answered (OK or cancel) or closed: each dialog settles once.
        let settled = false;
        modal.confirm({
          title: t('united.dialog.title'),
          content: t(`united.steps.${step}.confirm`),
          okText: t('united.dialog.ok'),
          cancelText: t('united.dialog.cancel'),
          onOk: async () => {
            if (settled) return; // a second press of OK while the first is being sent
            settled = true;
            setPhase({ id, sending: true });
            try {
              await send();
            } catch {
              // The request layer has shown the server's reason; show the record as it really is.
              release();
              reload();
              resolve(false);
              return;
            }
            void message.success(t(`united.steps.${step}.done`));
            reload();
            resolve(true);
            if (next === null) {
              release();
              return;
            }
            timer.current = setTimeout(() => {
              timer.current = null;
              release();
              void navigate(next);
            }, delay);
          },
          onCancel: () => {
            if (settled) return;
            settled = true;
            release();
            void message.info(t(`united.steps.${step}.declined`));
            resolve(false);
          },
          // Closed any other way (every dialog destroyed): nothing was sent.
          afterClose: () => {
            if (settled) return;
            release();
            resolve(false);
          },
        });
      }),
    [message, modal, navigate, reload, t],
  );

  const take = useCallback(
    (action: MergeAction, record: { mappingAuntId: number }) => {
      const step = STEP_OF_ACTION[action];
      const next = step === 'success' ? UNITED_PATHS.success : null;
      return run(step, record.mappingAuntId, () => CALLS[action]({ mappingAuntId: record.mappingAuntId }), next, UNITED_DELAYS.afterSuccess);
    },
    [run],
  );
  const apply = useCallback(
    (kind: UnitedMappingKind, send: () => Promise<unknown>) => run('apply', 0, send, myApplicationsPath(kind), UNITED_DELAYS.afterApply),
    [run],
  );

  return useMemo(() => ({ take, apply, busy: phase !== null, pendingId: phase?.sending ? phase.id : null }), [apply, phase, take]);
}
