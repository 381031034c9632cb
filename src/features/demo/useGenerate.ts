import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { GENERATE_DELAY_MS } from './timing';

/**
 * "Generate Medication Recommendation": idle, then generating for 3 s, then the report of
 * the intake (docs/product.md, "States and transitions"). Leaving the page first cancels it.
 */
export function useGenerate(): { generating: boolean; generate: (intakeId: string) => void } {
  const navigate = useNavigate();
  const [intakeId, setIntakeId] = useState<string | null>(null);

  useEffect(() => {
    if (intakeId === null) return;
    const timer = setTimeout(
      () => navigate(paths.demoIntake.report.href({ intakeId })),
      GENERATE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [intakeId, navigate]);

  return { generating: intakeId !== null, generate: setIntakeId };
}
