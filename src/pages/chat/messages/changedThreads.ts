/**
 * The threads changed in this session (read, answered here), shared by the floating panel and
 * the /messages page: each list lays them over what the server answered, so reading or sending
 * in one shows in the other at once. Forgotten at logout.
 */
import { create } from 'zustand';
import type { JobMsgThread } from '@/api/jobMsg';
import { registerStoreReset } from '@/stores/resetRegistry';

interface ChangedThreads {
  byId: ReadonlyMap<number, JobMsgThread>;
  /** Keeps a thread as changed here: `change` gets the copy changed last, if any. */
  put: (msgId: number, change: (last: JobMsgThread | undefined) => JobMsgThread) => void;
}

export const useChangedThreads = create<ChangedThreads>()((set) => ({
  byId: new Map(),
  put: (msgId, change) => set((state) => ({ byId: new Map(state.byId).set(msgId, change(state.byId.get(msgId))) })),
}));

registerStoreReset(() => useChangedThreads.setState({ byId: new Map() }));
