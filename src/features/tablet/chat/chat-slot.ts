import type { TurnSlot } from '../patient-turn';
import { startChat, type ChatState } from './chat-flow';

/**
 * The chat in the patient's turn, so stepping back to the legal text keeps the
 * answers. Once sent, only the fact remains: the answers are gone.
 */
export type ChatSlot = { phase: 'asking'; chat: ChatState } | { phase: 'sent' };

export const chatSlot: TurnSlot<ChatSlot> = {
  name: 'intake-chat',
  initial: () => ({ phase: 'asking', chat: startChat() }),
};
