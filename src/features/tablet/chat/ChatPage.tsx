import { CHAT_STEP, RequireConsents } from '../RequireConsents';
import { DemoDataNotice } from '../../../ui/DemoDataNotice';
import { Spinner } from '../../../ui/Spinner';
import { useMessages, useTurnSlot, usePatientTurn } from '../patient-turn';
import { useScreenTitle } from '../../../ui/usePageTitle';
import { questionById, REVIEW, type ChatState } from './chat-flow';
import { ChatDone } from './ChatDone';
import { ChatQuestionView } from './ChatQuestionView';
import { ChatReview } from './ChatReview';
import { chatSlot } from './chat-slot';
import { LanguagePackProvider } from './language/pack';

/** /intake/chat: the patient's intake, one question at a time, after the legal steps. */
export function Component() {
  const [slot, setSlot] = useTurnSlot(chatSlot);
  const t = useMessages();
  const { language } = usePatientTurn();
  useScreenTitle(t.chat.pageTitle);
  const { chat } = slot.phase === 'asking' ? slot : { chat: undefined };
  const onChange = (next: ChatState) => setSlot({ phase: 'asking', chat: next });
  const question = chat && questionById(chat.at);
  const loading = <Spinner label={t.chat.loading} />;
  if (!chat) {
    return (
      <LanguagePackProvider language={language} fallback={loading}>
        <ChatDone />
      </LanguagePackProvider>
    );
  }
  return (
    <RequireConsents step={CHAT_STEP}>
      <DemoDataNotice>{t.chat.demoNotice}</DemoDataNotice>
      <LanguagePackProvider language={language} fallback={loading}>
        {chat.at === REVIEW || !question ? (
          <ChatReview chat={chat} onChange={onChange} onSent={() => setSlot({ phase: 'sent' })} />
        ) : (
          <ChatQuestionView key={question.id} chat={chat} question={question} onChange={onChange} />
        )}
      </LanguagePackProvider>
    </RequireConsents>
  );
}
