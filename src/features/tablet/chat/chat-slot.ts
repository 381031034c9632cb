import type { TurnSlot } from '../patient-turn';
import { startChat, type ChatState } from './chat-flow';

/**
 * The chat in the patient's turn, so stepping back to the legal text keeps the
 * answers. Once sent, only the fact remains, with her record's email for the method explorer
 * that follows (docs/method-explorer.md): the answers are gone. `explored` once she is done
 * with it or skips it.
 */
export type ChatSlot =
  { phase: 'asking'; chat: ChatState } | { phase: 'sent'; email: string; explored: boolean };

export const chatSlot: TurnSlot<ChatSlot> = {
  name: 'intake-chat',
  initial: () => ({ phase: 'asking', chat: startChat() }),
};
