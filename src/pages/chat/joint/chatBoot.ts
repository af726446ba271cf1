/**
 * The joint-hall chat's only static code (in the layout's chunk): it loads the chat's lazy
 * chunk (chatRuntime: the connection, the store, socket.io-client) once the page is idle after
 * the session exists, or at once when the bell or a start-chat button asks for the window.
 */
import { afterSettled, type WhenSettled } from '@/app/afterSettled';
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
export type WhenIdle = WhenSettled;

let autoStart = true;
// The chat starts by itself once the page has settled (app/afterSettled).
let whenIdle: WhenIdle = afterSettled;
let runtime: Promise<Runtime> | null = null;

/**
 * Tests: whether the layout starts the chat by itself (tests/setup.ts turns it off for every file;
 * a chat test turns it on with its fake services) and how "idle" is awaited.
 */
export function configureChatBoot(options: { autoStart?: boolean; whenIdle?: WhenIdle | null }): void {
  if (options.autoStart !== undefined) autoStart = options.autoStart;
  if (options.whenIdle !== undefined) whenIdle = options.whenIdle ?? afterSettled;
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
