/**
 * The chat protocols by config.chatProtocol's name (adapter.ts says what one implements). A new
 * protocol: its file under adapters/ and one line here. `off`: no chat is offered.
 */
import type { ChatAdapterFactory } from './adapter';
import { socketIoV1 } from './adapters/socketioV1';

export const CHAT_OFF = 'off';

export const chatAdapters: Record<string, ChatAdapterFactory> = {
  'socketio-v1': socketIoV1,
};

/** The protocol's adapter, or null when the chat is off; an unknown name says so in the console and is off. */
export function selectChatAdapter(protocol: string, adapters: Record<string, ChatAdapterFactory> = chatAdapters): ChatAdapterFactory | null {
  if (protocol === CHAT_OFF) return null;
  if (Object.hasOwn(adapters, protocol)) return adapters[protocol];
  console.error(`chatProtocol "${protocol}" is not one of: ${[...Object.keys(adapters), CHAT_OFF].join(', ')}; the chat is off`);
  return null;
}
