/**
 * Toasts, notifications and confirms for the whole app: antd's message / notification / modal,
 * inside the app's ConfigProvider so they follow the theme and locale.
 *
 * antd's code for them (~40 kB gzip: Modal brings antd's form code along) is not part of the first
 * load. `appFeedback` stands in for it from the start: AppProviders hands it to components as
 * antd's App context (so `App.useApp()` returns it) and `feedback` below is the same for code
 * outside React (the request layer, route loaders). What is asked before the real instances are
 * in is queued and shown, in order, once FeedbackBridge (a lazy chunk) has registered them.
 * The chunk loads on the first need or the user's first key press or click, whichever comes first.
 */
import type { MessageType, useAppProps } from '@/patches/antdInternals';
import type { ModalFuncProps } from 'antd';

type AppApi = useAppProps;
type Family = keyof AppApi;
type ModalHandle = ReturnType<AppApi['modal']['confirm']>;

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
  /** Called when the dialog is dismissed, whichever button (or Escape) closed it. */
  onClose: () => void;
}

/** One call waiting for the real instances. */
interface Pending {
  family: Family;
  method: string;
  args: unknown[];
  /** Closed (message) or destroyed (modal) before it was shown: dropped. */
  cancelled: boolean;
  /** What the real call returned, once made. */
  result?: unknown;
  shown: Promise<unknown>;
  resolveShown: (result: unknown) => void;
}

/** Calls kept while nothing is registered; beyond this many the oldest go (nobody is listening). */
const MAX_PENDING = 50;

let api: AppApi | null = null;
let pending: Pending[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

/** True once something asked for feedback (or the user interacted): the bridge should be mounted. */
export function isFeedbackWanted(): boolean {
  return wanted;
}

export function subscribeFeedbackWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Asks for the bridge to be loaded and mounted now. */
export function requestFeedback(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

/**
 * Loads the bridge on the user's first key press or click, so that by the time an action of
 * theirs raises an error the code to show it is usually in. Returns a cleanup.
 */
export function requestFeedbackOnFirstInteraction(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => events.forEach((name) => target.removeEventListener(name, onInteraction, true));
  function onInteraction() {
    stop();
    requestFeedback();
  }
  events.forEach((name) => target.addEventListener(name, onInteraction, { capture: true, passive: true }));
  return stop;
}

/** FeedbackBridge hands in antd's live instances (null when it unmounts); queued calls are shown. */
export function registerFeedback(next: AppApi | null): void {
  api = next;
  if (!next) return;
  const queued = pending;
  pending = [];
  for (const entry of queued) if (!entry.cancelled) run(entry, next);
}

/** Drops whatever is queued (tests: nothing carries over from one test to the next). */
export function discardPendingFeedback(): void {
  pending = [];
}

function run(entry: Pending, live: AppApi): void {
  const target = live[entry.family] as unknown as Record<string, (...args: unknown[]) => unknown>;
  entry.result = target[entry.method](...entry.args);
  entry.resolveShown(entry.result);
}

/** The real call when registered; otherwise a queued one (which also asks for the bridge). */
function call(family: Family, method: string, args: unknown[]): Pending {
  let resolveShown: (result: unknown) => void = () => undefined;
  const shown = new Promise<unknown>((resolve) => {
    resolveShown = resolve;
  });
  const entry: Pending = { family, method, args, cancelled: false, shown, resolveShown };
  if (api) {
    run(entry, api);
    return entry;
  }
  pending.push(entry);
  if (pending.length > MAX_PENDING) pending.shift();
  requestFeedback();
  return entry;
}

/** A message's handle: calling it closes the message; it resolves once the message has closed. */
function messageHandle(entry: Pending): MessageType {
  const close = () => {
    if (entry.result) (entry.result as MessageType)();
    else entry.cancelled = true;
  };
  // A message dropped or cancelled before it was shown has no real handle: it counts as closed.
  const closed = entry.shown.then(
    (result) =>
      new Promise<boolean>((resolve) =>
        typeof (result as Partial<MessageType> | undefined)?.then === 'function' ? (result as MessageType).then(resolve) : resolve(true),
      ),
  );
  return Object.assign(close, {
    then: <A = boolean, B = never>(onClosed?: ((value: boolean) => A | PromiseLike<A>) | null, onFailed?: ((reason: unknown) => B | PromiseLike<B>) | null) =>
      (entry.cancelled ? Promise.resolve(true) : closed).then(onClosed, onFailed),
  }) as MessageType;
}

function modalHandle(entry: Pending): ModalHandle {
  const real = () => entry.result as ModalHandle | undefined;
  return {
    destroy: () => {
      const handle = real();
      if (handle) handle.destroy();
      else entry.cancelled = true;
    },
    update: (change) => {
      const handle = real();
      if (handle) {
        handle.update(change);
        return;
      }
      const current = entry.args[0] as ModalFuncProps;
      entry.args[0] = typeof change === 'function' ? change(current) : { ...current, ...change };
    },
    then: (resolve, reject) => entry.shown.then((result) => (result as ModalHandle).then(resolve, reject)),
  };
}

const messageMethod =
  (method: string) =>
  (...args: unknown[]) =>
    messageHandle(call('message', method, args));
const notificationMethod =
  (method: string) =>
  (...args: unknown[]) => {
    call('notification', method, args);
  };
const modalMethod =
  (method: string) =>
  (...args: unknown[]) =>
    modalHandle(call('modal', method, args));
/** `destroy(key)` closes that one (antd's config `key`), `destroy()` all of the family. */
const destroyMethod = (family: 'message' | 'notification') => (key?: React.Key) => {
  if (api) api[family].destroy(key);
  else pending = pending.filter((entry) => entry.family !== family || (key !== undefined && (entry.args[0] as { key?: React.Key } | undefined)?.key !== key));
};

/** antd's App.useApp() value, usable before antd's code for it has loaded. */
export const appFeedback: AppApi = {
  message: {
    info: messageMethod('info'),
    success: messageMethod('success'),
    error: messageMethod('error'),
    warning: messageMethod('warning'),
    loading: messageMethod('loading'),
    open: messageMethod('open'),
    destroy: destroyMethod('message'),
  } as AppApi['message'],
  notification: {
    success: notificationMethod('success'),
    error: notificationMethod('error'),
    info: notificationMethod('info'),
    warning: notificationMethod('warning'),
    open: notificationMethod('open'),
    destroy: destroyMethod('notification'),
  },
  modal: {
    info: modalMethod('info'),
    success: modalMethod('success'),
    error: modalMethod('error'),
    warning: modalMethod('warning'),
    confirm: modalMethod('confirm'),
  } as AppApi['modal'],
};

/** The request layer's and the loaders' way to show something. */
export const feedback = {
  error(text: string, seconds: number): void {
    void appFeedback.message.error({ content: text, duration: seconds });
  },
  success(text: string, seconds = 3): void {
    void appFeedback.message.success({ content: text, duration: seconds });
  },
  info(text: string, seconds = 3): void {
    void appFeedback.message.info({ content: text, duration: seconds });
  },
  confirm(options: ConfirmOptions): void {
    appFeedback.modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: options.cancelText,
      // Release on the button press itself: afterClose waits for the closing animation.
      onOk: () => {
        options.onClose();
        options.onOk();
      },
      onCancel: options.onClose,
    });
  },
};
