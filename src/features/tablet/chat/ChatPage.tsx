import { lazy, Suspense } from 'react';
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

// The method explorer that follows the sent answers: loaded once they are sent, so the chat's
// own screens do not carry it (docs/architecture.md, "Budgets").
const ExplorerStep = lazy(() =>
  import('../explorer/ExplorerStep').then(({ ExplorerStep }) => ({ default: ExplorerStep })),
);

/**
 * /intake/chat: the patient's intake, one question at a time, after the legal steps; once her
 * answers are sent, what matters to her and every method compared (docs/method-explorer.md),
 * which she may skip; then the tablet back to staff.
 */
export function Component() {
  const [slot, setSlot] = useTurnSlot(chatSlot);
  const t = useMessages();
  const { language } = usePatientTurn();
  useScreenTitle(t.chat.pageTitle);
  const { chat } = slot.phase === 'asking' ? slot : { chat: undefined };
  const onChange = (next: ChatState) => setSlot({ phase: 'asking', chat: next });
  const question = chat && questionById(chat.at);
  const loading = <Spinner label={t.chat.loading} />;
  if (slot.phase === 'sent' && !slot.explored) {
    return (
      <LanguagePackProvider language={language} fallback={loading}>
        <Suspense fallback={loading}>
          <ExplorerStep email={slot.email} onDone={() => setSlot({ ...slot, explored: true })} />
        </Suspense>
      </LanguagePackProvider>
    );
  }
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
          <ChatReview
            chat={chat}
            onChange={onChange}
            onSent={(email) => setSlot({ phase: 'sent', email, explored: false })}
          />
        ) : (
          <ChatQuestionView key={question.id} chat={chat} question={question} onChange={onChange} />
        )}
      </LanguagePackProvider>
    </RequireConsents>
  );
}
