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
 *
 * A batch (the same call for each selected row) is `runBatch`: the same prompt, then the calls
 * four at a time with the progress in the dialog, each row's outcome counted, one message
 * summing up what was done, what failed (the first reason) and what was skipped.
 */
import { App, Progress } from 'antd';
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
  /** The prompt was declined or closed: nothing was sent. */
  onDeclined?: () => void;
}

/** The words of a batch, in the area's own terms (位 aunts, 条 records). */
export interface BatchTexts {
  /** Shown in the dialog while the calls run. */
  progress: (done: number, total: number) => string;
  done: (count: number) => string;
  failed: (count: number, reason: string) => string;
  skipped: (count: number) => string;
}

export interface BatchMutation<Item> {
  /** Busy while the batch runs (a second start does nothing). */
  key: MutationKey;
  /** What the calls run for (the rows the user may act on). */
  items: readonly Item[];
  /** Rows left out (no right to act on them): counted in the summary. */
  skipped?: number;
  /** Asks first; the dialog then shows the progress until every call has settled. */
  confirm?: ConfirmPrompt;
  call: (item: Item, request: { silent: true }) => Promise<unknown>;
  texts: BatchTexts;
  /** After at least one success, with the items that went through. */
  onDone?: (done: Item[]) => void;
}

const PARALLEL = 4;

export interface ConfirmedMutation {
  /**
   * Asks when `confirm` is given, then runs. Resolves true once it succeeded, false when the user
   * said no, it failed, or the same key was already running (then nothing is asked or sent).
   */
  run: <T>(mutation: Mutation<T>) => Promise<boolean>;
  /** Asks when `confirm` is given, then runs the batch. Resolves how many went through (0 when declined). */
  runBatch: <Item>(batch: BatchMutation<Item>) => Promise<number>;
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

  /**
   * The one prompt: `onOk`'s promise keeps the dialog open, its OK button spinning; `show` puts
   * progress in its place. `no` runs once when it is declined or closed any other way.
   */
  const ask = useCallback(
    (confirm: ConfirmPrompt, onOk: (show: (content: ReactNode) => void) => Promise<unknown>, no: () => void) => {
      // Answered (OK or cancel) or closed: each dialog settles once.
      let answered = false;
      const declined = () => {
        if (answered) return;
        answered = true;
        no();
      };
      const dialog = modal.confirm({
        title: confirm.title,
        content: confirm.content,
        okText: confirm.okText,
        cancelText: confirm.cancelText,
        okButtonProps: confirm.danger ? { danger: true } : undefined,
        onOk: () => {
          if (answered) return undefined;
          answered = true;
          return onOk((content) => dialog.update({ content, cancelButtonProps: { disabled: true } }));
        },
        onCancel: declined,
        // Closed any other way (every dialog destroyed on leaving): nothing was sent.
        afterClose: declined,
      });
    },
    [modal],
  );

  const run = useCallback(
    <T,>(mutation: Mutation<T>): Promise<boolean> => {
      const { confirm, key } = mutation;
      if (!confirm || running.current.has(key)) return runNow(mutation);
      const held = Boolean(mutation.holdWhileAsking);
      if (held) claim(key, true);
      return new Promise<boolean>((resolve) =>
        ask(
          confirm,
          () => runNow(mutation, held).then(resolve),
          () => {
            if (held) claim(key, false);
            mutation.onDeclined?.();
            resolve(false);
          },
        ),
      );
    },
    [ask, claim, runNow],
  );

  const runBatch = useCallback(
    <Item,>(batch: BatchMutation<Item>): Promise<number> => {
      const { key, items, texts } = batch;
      if (running.current.has(key)) return Promise.resolve(0);
      const work = async (show?: (content: ReactNode) => void) => {
        claim(key, true);
        const done: Item[] = [];
        const failures: string[] = [];
        const progress = () => {
          const count = done.length + failures.length;
          show?.(
            <div role="status">
              {texts.progress(count, items.length)}
              <Progress percent={items.length ? Math.round((count / items.length) * 100) : 100} size="small" />
            </div>,
          );
        };
        try {
          progress();
          const queue = [...items];
          const worker = async () => {
            for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
              try {
                await batch.call(item, { silent: true });
                done.push(item);
              } catch (error) {
                if (!isCancelled(error)) failures.push(loadErrorText(error));
              }
              progress();
            }
          };
          await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
        } finally {
          claim(key, false);
        }
        if (done.length > 0) batch.onDone?.(done);
        const skipped = batch.skipped ?? 0;
        const text = [
          done.length > 0 ? texts.done(done.length) : null,
          failures.length > 0 ? texts.failed(failures.length, failures[0]!) : null,
          skipped > 0 ? texts.skipped(skipped) : null,
        ]
          .filter(Boolean)
          .join('；');
        if (failures.length > 0 || done.length === 0) void message.error(text);
        else if (skipped > 0) void message.warning(text);
        else void message.success(text);
        return done.length;
      };
      if (!batch.confirm) return work();
      const confirm = batch.confirm;
      return new Promise<number>((resolve) =>
        ask(
          confirm,
          (show) => work(show).then(resolve),
          () => resolve(0),
        ),
      );
    },
    [ask, claim, message],
  );

  return useMemo(() => ({ run, runBatch, isBusy: (key: MutationKey) => busy.has(key), anyBusy: busy.size > 0 }), [busy, run, runBatch]);
}
