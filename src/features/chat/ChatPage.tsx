import { CHAT_STEP, RequireConsents } from '../../ui/tablet/RequireConsents';
import { DemoDataNotice } from '../../ui/DemoDataNotice';
import { useMessages, useSessionSlot } from '../../ui/tablet/session';
import { useScreenTitle } from '../../ui/usePageTitle';
import { questionById, REVIEW, type ChatState } from './chat-flow';
import { ChatDone } from './ChatDone';
import { ChatQuestionView } from './ChatQuestionView';
import { ChatReview } from './ChatReview';
import { chatSlot } from './chat-slot';

/** /intake/chat: the patient's intake, one question at a time, after the legal steps. */
export function Component() {
  const [slot, setSlot] = useSessionSlot(chatSlot);
  const t = useMessages();
  useScreenTitle(t.chat.pageTitle);
  if (slot.phase === 'sent') return <ChatDone />;
  const { chat } = slot;
  const onChange = (next: ChatState) => setSlot({ phase: 'asking', chat: next });
  const question = questionById(chat.at);
  return (
    <RequireConsents step={CHAT_STEP}>
      <DemoDataNotice>{t.chat.demoNotice}</DemoDataNotice>
      {chat.at === REVIEW || !question ? (
        <ChatReview chat={chat} onChange={onChange} onSent={() => setSlot({ phase: 'sent' })} />
      ) : (
        <ChatQuestionView key={question.id} chat={chat} question={question} onChange={onChange} />
      )}
    </RequireConsents>
  );
}
