import links from '../../ui/link.module.css';
import a11y from '../../ui/visually-hidden.module.css';
import styles from './demo.module.css';

/** Where demonstration users tell us what they think: a placeholder until the survey exists. */
export const FEEDBACK_SURVEY_URL = 'https://forms.example.com/contrarx-demo-feedback';

/**
 * What the tool is for, and the demonstration's invitation to give feedback (docs/product.md,
 * "What it is and for whom"). Plain text that is there from the start, so not announced as an
 * alert.
 */
export function DemoBanners() {
  return (
    <div className={`${styles.banners} no-print`}>
      <p className={styles.banner}>
        This tool is designed to help determine the best contraceptive formulation match for your
        patient, backed by precision medicine insights.
      </p>
      <p className={`${styles.banner} ${styles.bannerFeedback}`}>
        You are trying a demonstration with sample patients. Tell us what you think in our{' '}
        <a
          className={links.link}
          href={FEEDBACK_SURVEY_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          feedback survey
          <span className={a11y.visuallyHidden}> (opens in a new tab)</span>
        </a>
        . More medications are coming soon.
      </p>
    </div>
  );
}
