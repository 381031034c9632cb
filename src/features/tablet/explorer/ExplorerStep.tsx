import { useAuthSession } from '../../../auth/session';
import { rememberTabletPriorities } from '../../../tab-memory/tablet-priorities';
import { useScreenTitle } from '../../../ui/usePageTitle';
import { usePatientTurn, useTurnSlot } from '../patient-turn';
import { begin, type ExplorerState } from './explorer-flow';
import { explorerSlot } from './explorer-slot';
import { ExplorerOffer } from './ExplorerOffer';
import { MethodComparison } from './MethodComparison';
import { PriorityQuestionView } from './PriorityQuestionView';
import { useExplorerTexts } from './language';

/**
 * "What matters to you?" after her sent answers (docs/method-explorer.md): its offer, which
 * she may skip, its questions one a screen, each of which she may skip, then every method
 * compared in the order of her answers, where she marks those she wants to ask about; then
 * `onDone`, the tablet back to staff. Inside the tablet's screen and the chat's language pack,
 * so its idle reset, the staff's way out and the lock apply as in the chat.
 *
 * What she says is filed for her provider as she says it (tab-memory/tablet-priorities.ts,
 * under her record's `email`), so it reaches them however the step ends.
 */
export function ExplorerStep({ email, onDone }: { email: string; onDone: () => void }) {
  const { language } = usePatientTurn();
  const words = useExplorerTexts(language);
  const [state, setState] = useTurnSlot(explorerSlot);
  const { userId } = useAuthSession();
  useScreenTitle(words.title);

  const change = (next: ExplorerState) => {
    setState(next);
    if (userId) rememberTabletPriorities(userId, email, next.priorities);
  };

  if (state.at === 'offer') {
    return <ExplorerOffer words={words} onStart={() => change(begin(state))} onSkip={onDone} />;
  }
  if (state.at === 'compare') {
    return <MethodComparison words={words} state={state} onChange={change} onDone={onDone} />;
  }
  return (
    <PriorityQuestionView
      key={state.at}
      words={words}
      state={state}
      question={state.at}
      onChange={change}
    />
  );
}
