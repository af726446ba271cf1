/**
 * Which aunt threads are on screen (open in the floating panel while it is shown, or on the
 * /messages page while it is the page shown), and a request to open one in the floating panel (a
 * notification's click). Read by jobMsgLive.ts when an aunt's message is pushed. Forgotten at logout.
 */
import { create } from 'zustand';
import { registerStoreReset } from '@/stores/resetRegistry';

interface LiveThreads {
  /** msgId -> how many panes show it now. */
  viewing: ReadonlyMap<number, number>;
  /** The thread the floating panel should open (each request a new object). */
  focus: { msgId: number } | null;
  /** A pane shows this thread; answers the call that says it stopped. */
  show: (msgId: number) => () => void;
  requestFocus: (msgId: number) => void;
  /** The panel has opened `focus` (only if it is still that request). */
  focusDone: (focus: { msgId: number }) => void;
}

export const useLiveThreads = create<LiveThreads>()((set, get) => ({
  viewing: new Map(),
  focus: null,
  show(msgId) {
    const change = (by: number) => {
      const viewing = new Map(get().viewing);
      const count = (viewing.get(msgId) ?? 0) + by;
      if (count > 0) viewing.set(msgId, count);
      else viewing.delete(msgId);
      set({ viewing });
    };
    change(1);
    let shown = true;
    return () => {
      if (shown) change(-1);
      shown = false;
    };
  },
  requestFocus: (msgId) => set({ focus: { msgId } }),
  focusDone: (focus) => {
    if (get().focus === focus) set({ focus: null });
  },
}));

/** The thread is on screen now. */
export const isThreadOnScreen = (msgId: number): boolean => useLiveThreads.getState().viewing.has(msgId);

registerStoreReset(() => useLiveThreads.setState({ viewing: new Map(), focus: null }));
