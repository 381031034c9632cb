import {
  emergencySuggested,
  periodCheckAdvised,
  ulipristalWaitDays,
  type EmergencyPill,
  type EmergencyScreen,
} from '../../domain/visit/method-facts/emergency';
import typo from '../../ui/text.module.css';
import { OneChoice } from '../../ui/field/Choices';
import { YesNo } from '../../ui/field/YesNo';
import styles from './visit.module.css';

const PILLS = [
  { value: 'none', label: 'None' },
  { value: 'levonorgestrel', label: 'Levonorgestrel (Plan B and others)' },
  { value: 'ulipristal', label: 'Ulipristal (ella)' },
] as const;

/** The days the pill may have been taken, today to 5 days ago. */
const DAYS = Array.from({ length: 6 }, (_, days) => ({
  value: String(days),
  label: days === 0 ? 'Today' : `${days} ${days === 1 ? 'day' : 'days'} ago`,
}));

/** What the answers mean for the visit (domain/visit/method-facts/emergency.ts). */
function meaning(screen: EmergencyScreen): string[] {
  const wait = ulipristalWaitDays(screen);
  return [
    ...(emergencySuggested(screen)
      ? [
          'Emergency contraception is suggested: levonorgestrel over the counter, ulipristal by prescription, or a copper IUD (the most effective; refer).',
        ]
      : []),
    ...(screen.pill === 'levonorgestrel'
      ? ['After levonorgestrel, a method may start today, with its back-up days.']
      : []),
    ...(wait > 0
      ? [
          `After ulipristal, a hormonal method starts ${wait} ${wait === 1 ? 'day' : 'days'} from today (5 days after it): starting sooner weakens it. Back-up until then and for the method's back-up days after.`,
        ]
      : []),
    ...(periodCheckAdvised(screen)
      ? ['Her summary advises a pregnancy test if no period comes within 3 weeks.']
      : []),
  ];
}

/**
 * Emergency contraception (U.S. SPR 2024, "Emergency Contraception"): sex without a condom in
 * the last 5 days, and an emergency pill taken in that time, which and when.
 */
export function EmergencyQuestions({
  screen,
  onChange,
}: {
  screen: EmergencyScreen;
  onChange: (screen: EmergencyScreen) => void;
}) {
  const said = meaning(screen);
  return (
    <>
      <h3 className={typo.sectionTitle}>Emergency contraception</h3>
      <YesNo
        legend="Sex without a condom, or a method that failed, in the last 5 days"
        value={screen.unprotectedSex}
        onChange={(unprotectedSex) => onChange({ ...screen, unprotectedSex })}
      />
      <OneChoice<EmergencyPill>
        legend="Emergency pill taken in the last 5 days"
        options={PILLS}
        value={screen.pill}
        onChange={(pill) => onChange({ ...screen, pill })}
      />
      {(screen.pill === 'levonorgestrel' || screen.pill === 'ulipristal') && (
        <OneChoice
          legend="When was it taken?"
          options={DAYS}
          value={screen.pillDaysAgo === undefined ? undefined : String(screen.pillDaysAgo)}
          onChange={(days) => onChange({ ...screen, pillDaysAgo: Number(days) })}
        />
      )}
      {said.length > 0 && (
        <div role="status" className={`${typo.body} ${styles.result}`}>
          {said.map((line) => (
            <p key={line} className={typo.body}>
              {line}
            </p>
          ))}
        </div>
      )}
    </>
  );
}
