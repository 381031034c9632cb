import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormProblems } from './FormProblems';
import type { ApiForm, TextValues } from './use-api-form';

/**
 * A page's small form: its heading, the fields, why the last submit was refused (FormProblems),
 * then the submit button (off while sending) and a way back that sends nothing.
 */
export function FormFrame<Values extends TextValues>({
  title,
  intro,
  apiForm: { submit, isSending, refusal },
  cancelTo,
  submitLabel = 'Create',
  children,
}: {
  title: string;
  /** A line below the heading. */
  intro?: ReactNode;
  apiForm: ApiForm<Values>;
  /** Where Cancel goes. */
  cancelTo: string;
  submitLabel?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="h4" component="h1" sx={{ mb: intro ? 1 : 3 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {intro}
        </Typography>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        aria-busy={isSending}
        spacing={3}
        sx={{ maxWidth: 560 }}
      >
        {children}
        {refusal && <FormProblems key={refusal.attempt} problems={refusal.problems} />}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={isSending}>
            {submitLabel}
          </Button>
          <Button component={RouterLink} to={cancelTo}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
