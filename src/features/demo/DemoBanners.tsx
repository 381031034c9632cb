import Link from '@mui/material/Link';

/** Where demonstration users tell us what they think: a placeholder until the survey exists. */
export const FEEDBACK_SURVEY_URL = 'https://forms.example.com/contrarx-demo-feedback';

/**
 * What the tool is for, and the demonstration's invitation to give feedback (spec section 1).
 * Plain text that is there from the start, so not announced as an alert.
 */
export function DemoBanners() {
  return (
    <div className="demo-banners no-print">
      <p className="demo-banner demo-banner-purpose">
        This tool is designed to help determine the best contraceptive formulation match for your
        patient, backed by precision medicine insights.
      </p>
      <p className="demo-banner demo-banner-feedback">
        You are trying a demonstration with sample patients. Tell us what you think in our{' '}
        <Link href={FEEDBACK_SURVEY_URL} target="_blank" rel="noopener noreferrer">
          feedback survey
          <span className="visually-hidden"> (opens in a new tab)</span>
        </Link>
        . More medications are coming soon.
      </p>
    </div>
  );
}
