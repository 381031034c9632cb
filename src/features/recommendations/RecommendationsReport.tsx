import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Recommendations } from '../../api/schemas';
import type { SafetyCheck } from '../../domain/clinical/safety-check';
import { SafetyFlag } from '../../ui/safety/SafetyFlag';

export const DO_NOT_RECOMMEND_STATEMENT =
  'Due to safety concerns, the following options are not recommended:';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `recommendations-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="recommendations-section">
      <Typography id={id} variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

function Bullets({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <ul className="recommendations-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The sections of a patient's medication recommendation (spec section 2). With the safety
 * check of her intake, an option it puts at category 3 or 4 is flagged in place.
 */
export function RecommendationsReport({
  recommendations,
  safety,
}: {
  recommendations: Recommendations;
  safety?: SafetyCheck;
}) {
  const { patient, recommendations: options, do_not_recommend, citations } = recommendations;
  return (
    <>
      <Section title="Patient Safety Profile">
        <Bullets items={patient.safety_concerns} empty="No safety concerns recorded." />
      </Section>
      <Section title="Lifestyle Considerations">
        <Bullets items={patient.lifestyle_concerns} empty="No lifestyle concerns recorded." />
      </Section>
      <Section title="Medication Recommendations">
        {options.length === 0 ? (
          <Typography color="text.secondary">No option can be recommended.</Typography>
        ) : (
          options.map((option, index) => (
            <article key={option.formula} className="recommendation-option">
              <Typography variant="h6" component="h3">
                Option {index + 1}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{option.formula}</Typography>
              {safety && <SafetyFlag check={safety} formula={option.formula} />}
              <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
                Lifestyle benefits
              </Typography>
              <Bullets items={option.lifestyle_benefits} empty="None listed." />
            </article>
          ))
        )}
      </Section>
      {do_not_recommend.length > 0 && (
        <Section title="Not Recommended">
          <Typography>{DO_NOT_RECOMMEND_STATEMENT}</Typography>
          <Bullets items={do_not_recommend} empty="" />
        </Section>
      )}
      <Section title="Citations">
        {citations.length === 0 ? (
          <Typography color="text.secondary">No citations.</Typography>
        ) : (
          <ol className="recommendations-citations">
            {citations.map((citation) => (
              <li key={citation}>
                {/^https?:\/\//.test(citation) ? (
                  <Link href={citation} target="_blank" rel="noopener noreferrer">
                    {citation}
                  </Link>
                ) : (
                  citation
                )}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}
