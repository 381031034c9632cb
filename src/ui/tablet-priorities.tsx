/**
 * What a patient told the tablet's method explorer mattered to her, and the methods she marked
 * to ask about, for the provider whose session the tablet ran in (tab-memory/tablet-priorities.ts
 * remembers them; docs/method-explorer.md). In the provider's English wording.
 */
import { useAuthSession } from '../auth/session';
import { statedAnswers } from '../domain/explorer/fit';
import type { Priorities } from '../domain/explorer/model';
import { explorer, explorerForProvider } from '../domain/texts/en/explorer';
import { tabletPriorities } from '../tab-memory/tablet-priorities';
import { BulletList, ReportSection } from './ReportSection';
import typo from './text.module.css';

/** Hers, told to the signed-in provider's tablet in this tab; undefined when she gave none. */
function useTabletPriorities(email: string | undefined): Priorities | undefined {
  const { userId } = useAuthSession();
  return email === undefined ? undefined : tabletPriorities(userId, email);
}

/** Her stated answers in the provider's words, in the questions' order; "not sure" says nothing. */
export function prioritiesInWords({ answers }: Priorities): string[] {
  return statedAnswers(answers).map(
    ([question, answer]) =>
      (explorerForProvider.answers[question] as Readonly<Record<string, string>>)[answer]!,
  );
}

/** The methods she marked, by the names she saw. */
const markedInWords = ({ marked }: Priorities): string[] =>
  marked.map((method) => explorer.methods[method].name);

/** On her record: "From tablet: what matters to her", when she said anything there. */
export function TabletPriorities({ email }: { email: string | undefined }) {
  const priorities = useTabletPriorities(email);
  if (!priorities) return null;
  const stated = prioritiesInWords(priorities);
  const marked = markedInWords(priorities);
  return (
    <ReportSection title={explorerForProvider.heading}>
      <p className={typo.body}>
        {stated.length > 0 ? explorerForProvider.toldUs(stated) : explorerForProvider.nothingStated}
      </p>
      {marked.length > 0 && (
        <>
          <h3 className={typo.label}>{explorerForProvider.marked}</h3>
          <BulletList items={marked} />
        </>
      )}
    </ReportSection>
  );
}
