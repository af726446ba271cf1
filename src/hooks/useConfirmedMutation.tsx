/**
 * THE way to run a one-click write (a row action, a delete, a toggle), asked first or not:
 * the prompt (danger for what cannot be undone), a busy state per key (one row's spinner does not
 * block another row; the same key never runs twice at once), the success message, the failure
 * shown with the error catalogue's words (api/errors.ts via loadErrorText; the row stays as it
 * was) and what the page refreshes afterwards. Form saves are not this (useFormSubmit).
 *
 * The call is sent `silent` (the helper shows its failure, so a server lacking one of our calls
 * or an unsuccessful answer is still said); `mutate` passes the options on to the api function.
 *
 * @example
 *   const mutation = useConfirmedMutation();
 *   mutation.run({
 *     key: row.id,
 *     confirm: { title, content, okText, cancelText, danger: true },
 *     mutate: (request) => deleteThing({ id: row.id }, request),
 *     success: t('thing.deleted'),
 *     onDone: table.refresh,
 *   });
 *   <Button loading={mutation.isBusy(row.id)} />
 */
import { App } from 'antd';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { config } from '@/config';
import { isCancelled, loadErrorText } from './loadError';

export type MutationKey = string | number;

export interface ConfirmPrompt {
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  /** antd's own 取消 / Cancel when left out. */
  cancelText?: string;
  /** A destructive action: the OK button is red. */
  danger?: boolean;
}

export interface Mutation<T> {
  /** What it busies (a row id, or `action-rowId` when a row's actions each spin alone). */
  key: MutationKey;
  /** Asks first; the dialog stays open, its OK button spinning, until the answer. */
  confirm?: ConfirmPrompt;
  /** The key is busy from the prompt's opening, not only while sending (one thing at a time, asking included). */
  holdWhileAsking?: boolean;
  /** The request; pass `request` on to the api function. */
  mutate: (request: { silent: true }) => Promise<T>;
  /** The success message (from the answer when a function; nothing shown for an empty text). */
  success?: string | ((answer: T) => string | null | undefined);
  /** After a success only: the page's refresh (a list reload, a row update, a reload signal). */
  onDone?: (answer: T) => void;
  /** Shows the failure instead of the toast (a notice with a link, say). */
  showError?: (text: string, error: unknown) => void;
  /** After a failure is shown (a refusal that means the page is stale, say). */
  onError?: (error: unknown) => void;
  /** After either outcome (a cancelled request included). */
  onSettled?: () => void;
}

export interface ConfirmedMutation {
  /**
   * Asks when `confirm` is given, then runs. Resolves true once it succeeded, false when the user
   * said no, it failed, or the same key was already running (then nothing is asked or sent).
   */
  run: <T>(mutation: Mutation<T>) => Promise<boolean>;
  isBusy: (key: MutationKey) => boolean;
  /** Any key running. */
  anyBusy: boolean;
}

export function useConfirmedMutation(): ConfirmedMutation {
  const { message, modal } = App.useApp();
  // The ref guards (two clicks in one tick see it); the state re-renders the spinners.
  const running = useRef(new Set<MutationKey>());
  const [busy, setBusy] = useState<ReadonlySet<MutationKey>>(() => new Set());

  const claim = useCallback((key: MutationKey, on: boolean) => {
    if (on) running.current.add(key);
    else running.current.delete(key);
    setBusy(new Set(running.current));
  }, []);

  /** Sends; `held` when the key was claimed already (asked while held). */
  const runNow = useCallback(
    async <T,>(mutation: Mutation<T>, held = false): Promise<boolean> => {
      const { key } = mutation;
      if (!held) {
        if (running.current.has(key)) return false;
        claim(key, true);
      }
      try {
        const answer = await mutation.mutate({ silent: true });
        const text = typeof mutation.success === 'function' ? mutation.success(answer) : mutation.success;
        if (text) void message.success(text);
        mutation.onDone?.(answer);
        return true;
      } catch (error) {
        if (!isCancelled(error)) {
          const text = loadErrorText(error);
          if (mutation.showError) mutation.showError(text, error);
          else void message.error({ content: text, duration: config.toastSeconds });
          mutation.onError?.(error);
        }
        return false;
      } finally {
        claim(key, false);
        mutation.onSettled?.();
      }
    },
    [claim, message],
  );

  const run = useCallback(
    <T,>(mutation: Mutation<T>): Promise<boolean> => {
      const { confirm, key } = mutation;
      if (!confirm || running.current.has(key)) return runNow(mutation);
      const held = Boolean(mutation.holdWhileAsking);
      if (held) claim(key, true);
      // Answered (OK or cancel) or closed: each dialog settles once.
      let answered = false;
      return new Promise<boolean>((resolve) => {
        const no = () => {
          if (answered) return;
          answered = true;
          if (held) claim(key, false);
          resolve(false);
        };
        modal.confirm({
          title: confirm.title,
          content: confirm.content,
          okText: confirm.okText,
          cancelText: confirm.cancelText,
          okButtonProps: confirm.danger ? { danger: true } : undefined,
          // Returning the promise keeps the dialog open, its OK button spinning, until the answer.
          onOk: () => {
            if (answered) return undefined;
            answered = true;
            return runNow(mutation, held).then(resolve);
          },
          onCancel: no,
          // Closed any other way (every dialog destroyed on leaving): nothing was sent.
          afterClose: no,
        });
      });
    },
    [claim, modal, runNow],
  );

  return useMemo(() => ({ run, isBusy: (key: MutationKey) => busy.has(key), anyBusy: busy.size > 0 }), [busy, run]);
}
