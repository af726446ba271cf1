/**
 * App-wide state that is neither the session nor a preference: what the layout shows of the
 * messages (its code is static; the chat's is a lazy chunk).
 *
 * Two counters, two kinds of message (docs/DECISIONS.md, "Joint-hall chat"):
 * - `unreadMessages`: aunts' messages to this staff member (the sidebar's messages dot; msgRead);
 * - `unreadJointChat`: joint-hall chat messages from staff of other agencies (the top bar's bell;
 *   the chat store's total, pages/chat/joint).
 * Beside the bell, labelled apart, `pendingRequests`: the mini-program's service requests waiting with this
 * staff member (pages/companyApp/orders/requestBell, asked when the chat starts and pushed on its socket).
 * And `unreadNotices`: the notification centre's unread notices (layout/noticeCount; the 通知 button).
 */
import { create } from 'zustand';
import { registerStoreReset } from './resetRegistry';

type Counts = Pick<AppState, 'unreadMessages' | 'unreadJointChat' | 'pendingRequests' | 'unreadNotices'>;

interface AppState {
  /** Unread aunt messages (sidebar dot). */
  unreadMessages: number;
  /** Unread joint-hall chat messages (top bar bell). */
  unreadJointChat: number;
  /** Service requests of the mini-program pending with this staff member (their own count beside the bell). */
  pendingRequests: number;
  /** Unread notices of the notification centre (null until asked, or when the server has none). */
  unreadNotices: number | null;
  /** The joint-hall chat has been started for this session (its window may be mounted). */
  chatStarted: boolean;
  /** The joint-hall chat window is open. */
  chatWindowOpen: boolean;
  /**
   * What the bell knows of the chat: its connection (`off` before it starts) and whether the
   * conversations, so the unread count, have been loaded (the bell's data-connection / data-unread).
   */
  chatStatus: { connection: 'off' | 'connecting' | 'connected' | 'reconnecting' | 'unavailable' | 'notOffered'; countsLoaded: boolean };
  setUnread: (counts: Partial<Counts>) => void;
  setChatStarted: (started: boolean) => void;
  setChatWindowOpen: (open: boolean) => void;
  /** The search from anywhere (Ctrl/⌘+K, layout/search) is open. */
  searchOpen: boolean;
  setSearchOpen: (open: boolean) => void;
}

const CHAT_OFF: AppState['chatStatus'] = { connection: 'off', countsLoaded: false };

export const useAppState = create<AppState>()((set) => ({
  unreadMessages: 0,
  unreadJointChat: 0,
  pendingRequests: 0,
  unreadNotices: null,
  chatStarted: false,
  chatWindowOpen: false,
  chatStatus: CHAT_OFF,
  setUnread: (counts) => set(counts),
  setChatStarted: (chatStarted) => set({ chatStarted }),
  setChatWindowOpen: (chatWindowOpen) => set({ chatWindowOpen }),
  searchOpen: false,
  setSearchOpen: (searchOpen) => set({ searchOpen }),
}));

// Logout: every count and flag back to its start (the setters are part of that state).
registerStoreReset(() => useAppState.setState(useAppState.getInitialState(), true));
