/**
 * The joint-hall chat's only static code (in the layout's chunk): it loads the chat's lazy
 * chunk (chatRuntime: the connection, the store, socket.io-client) once the page is idle after
 * the session exists, or at once when the bell or a start-chat button asks for the window.
 */
import { useAppState } from '@/stores/app';
import type * as RuntimeModule from './chatRuntime';

type Runtime = typeof RuntimeModule;
/** What a start-chat button knows of the other person. */
export interface ChatStartPeer {
  userId: number;
  userName: string;
  userAvatar: string;
  companyName: string;
}

/** Runs `run` once the page is idle; answers its cancel. */
export type WhenIdle = (run: () => void) => () => void;

/**
 * When the chat starts by itself: SETTLE_MS after the page's load event (the page's own data
 * requests and first renders come first: a plain idle callback fired while the dashboard was still
 * loading its figures), then in an idle period (at the latest IDLE_TIMEOUT_MS later).
 */
const SETTLE_MS = 2_000;
const IDLE_TIMEOUT_MS = 5_000;

const browserIdle: WhenIdle = (run) => {
  let cancel = () => undefined as void;
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(run, 0);
      cancel = () => clearTimeout(timer);
    }
  };
  const settle = () => {
    const timer = setTimeout(idle, SETTLE_MS);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') settle();
  else {
    window.addEventListener('load', settle, { once: true });
    cancel = () => window.removeEventListener('load', settle);
  }
  return () => cancel();
};

let autoStart = true;
let whenIdle: WhenIdle = browserIdle;
let runtime: Promise<Runtime> | null = null;

/**
 * Tests: whether the layout starts the chat by itself (tests/setup.ts turns it off for every file;
 * a chat test turns it on with its fake services) and how "idle" is awaited.
 */
export function configureChatBoot(options: { autoStart?: boolean; whenIdle?: WhenIdle | null }): void {
  if (options.autoStart !== undefined) autoStart = options.autoStart;
  if (options.whenIdle !== undefined) whenIdle = options.whenIdle ?? browserIdle;
}

function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./chatRuntime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

function started(): Promise<Runtime | null> {
  return loadRuntime().then(
    (module) => {
      module.startChat();
      return module;
    },
    (error: unknown) => {
      console.error('The chat did not load', error);
      useAppState.getState().setChatWindowOpen(false);
      return null;
    },
  );
}

/**
 * The layout's start: the chat starts when the page is idle. Answers the cancel (the layout's
 * effect cleanup).
 *
 * @example useEffect(() => (userId ? startChatWhenIdle() : undefined), [userId]);
 */
export function startChatWhenIdle(): () => void {
  if (!autoStart) return () => undefined;
  return whenIdle(() => void started());
}

/** The bell: opens or closes the chat window (starting the chat if it has not started yet). */
export function toggleChatWindow(): void {
  const app = useAppState.getState();
  app.setChatWindowOpen(!app.chatWindowOpen);
  if (!app.chatWindowOpen) void started();
}

/** A start-chat button: the window opens on the conversation with `peer`. */
export function openChatWith(peer: ChatStartPeer): void {
  useAppState.getState().setChatWindowOpen(true);
  void started().then((module) => module?.chatActions.openWith(peer));
}
