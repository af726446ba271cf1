/**
 * The shape of the joint-hall chat's state (chatState.ts is the door to it and its rules): a
 * message as the window shows it, a conversation of the list, what is held of one conversation's
 * messages, and the one way every rule reads and changes a conversation's messages.
 */
import type { ChatLinkState, ChatMessageType } from '@/api/chat/adapter';

export type ChatItemState = 'sent' | 'sending' | 'failed';

/** One message as the window shows it. */
export interface ChatItem {
  /** Stable React key: the clientId for our own, else `m<messageId>`. */
  key: string;
  messageId?: number;
  clientId?: string;
  mine: boolean;
  type: ChatMessageType;
  message: string;
  /** yyyy-MM-dd HH:mm:ss (the server's; ours while sending). */
  sendTime: string;
  state: ChatItemState;
}

export interface ChatPeer {
  userId: number;
  userName: string;
  userAvatar: string;
  companyName: string;
}

/** A conversation of the list. */
export interface ChatConversationEntry extends ChatPeer {
  unread: number;
  /** The last message ('' time and text for a conversation started here with nothing said yet). */
  lastType: ChatMessageType;
  lastMessage: string;
  lastTime: string;
}

/** What the window holds of one conversation's messages. */
export interface ChatThread {
  items: ChatItem[];
  /** History pages asked so far (1 = the newest page). */
  pages: number;
  /** Older pages may exist (the last page asked was full). */
  hasOlder: boolean;
  /** The newest page has been asked since the last (re)connect. */
  fresh: boolean;
  loading: 'none' | 'newest' | 'older';
  /** The last history call failed. */
  failed: boolean;
}

/**
 * `unavailable`: the service could not be reached or refused us (the window's Retry starts again);
 * `notOffered`: the server answered 404 to a chat call (they are ours, api/optional.ts), so it has
 * no chat: nothing more is tried this session.
 */
export type ChatConnectionState = ChatLinkState;

export interface ChatState {
  /** The signed-in back-office user (0 before the chat starts). */
  me: number;
  conversations: ChatConversationEntry[];
  /** getUnreadMessage has answered once. */
  conversationsLoaded: boolean;
  threads: Readonly<Record<number, ChatThread>>;
  online: ReadonlySet<number>;
  /** The conversation selected in the window. */
  openUserId: number | null;
  connection: ChatConnectionState;
}

export const initialChatState = (me = 0): ChatState => ({
  me,
  conversations: [],
  conversationsLoaded: false,
  threads: {},
  online: new Set(),
  openUserId: null,
  connection: 'connecting',
});

/** A conversation nothing is known of yet (one object, so a selector of it stays equal). */
const EMPTY_THREAD: ChatThread = Object.freeze<ChatThread>({ items: [], pages: 0, hasOlder: true, fresh: false, loading: 'none', failed: false });

export const threadOf = (state: ChatState, userId: number): ChatThread => state.threads[userId] ?? EMPTY_THREAD;

/** The rules' one way to change a conversation's messages (not part of chatState.ts's door). */
export const withThread = (state: ChatState, userId: number, change: (thread: ChatThread) => ChatThread): ChatState => ({
  ...state,
  threads: { ...state.threads, [userId]: change(threadOf(state, userId)) },
});
