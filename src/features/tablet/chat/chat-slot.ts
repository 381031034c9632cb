import type { SessionSlot } from '../session';
import { startChat, type ChatState } from './chat-flow';

/**
 * The chat in the tablet session's memory, so stepping back to the legal text keeps the
 * answers. Once sent, only the fact remains: the answers are gone.
 */
export type ChatSlot = { phase: 'asking'; chat: ChatState } | { phase: 'sent' };

export const chatSlot: SessionSlot<ChatSlot> = {
  name: 'intake-chat',
  initial: () => ({ phase: 'asking', chat: startChat() }),
};
