import Box from '@mui/material/Box';
import type { FieldDef } from '../../catalog';
import { GroupBox } from './GroupBox';
import { StoreTextField } from './StoreTextField';
import type { FieldProps } from './field-props';

function resultsHint(field: FieldDef): string {
  return field.listResults
    ? `${field.help ?? ''} Reference ranges: ${field.referenceRange ?? ''}.`.trim()
    : `Unit: ${field.unit ?? ''}. Reference range: ${field.referenceRange ?? ''}.`;
}

/** kind lab: the panel's results and flags, with its unit and reference range. */
export function LabField({ field }: FieldProps) {
  return (
    <GroupBox legend={field.label}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <StoreTextField
          formKey={`${field.key}:results`}
          label="Results"
          required={field.required}
          unit={field.listResults ? undefined : field.unit}
          hint={resultsHint(field)}
        />
        <StoreTextField
          formKey={`${field.key}:flags`}
          label="Flags"
          required={field.required}
          hint={
            field.listResults ? 'One per result, comma-separated; "-" for none.' : '"-" for none.'
          }
        />
      </Box>
    </GroupBox>
  );
}
