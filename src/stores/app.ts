/**
 * App-wide state that is neither the session nor a preference: unread counters shown by the
 * layout (the chat issue fills them from the message calls and the socket).
 */
import { create } from 'zustand';
import { registerStoreReset } from './resetRegistry';

interface AppState {
  /** Unread aunt-chat messages (sidebar dot). */
  unreadMessages: number;
  /** Unread notifications (top bar bell). */
  unreadNotices: number;
  setUnread: (counts: Partial<Pick<AppState, 'unreadMessages' | 'unreadNotices'>>) => void;
}

export const useAppState = create<AppState>()((set) => ({
  unreadMessages: 0,
  unreadNotices: 0,
  setUnread: (counts) => set(counts),
}));

registerStoreReset(() => useAppState.setState({ unreadMessages: 0, unreadNotices: 0 }));
