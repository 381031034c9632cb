import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { fieldsOfSection, type Section } from '../catalog';
import { sectionAnchor, sectionHeadingId } from './field-ids';
import { FieldSlot } from './FieldSlot';

/** One section of the intake: its heading and its fields, two columns where there is room. */
export const FormSection = memo(function FormSection({ section }: { section: Section }) {
  return (
    <Box
      component="section"
      id={sectionAnchor(section.id)}
      aria-labelledby={sectionHeadingId(section.id)}
      sx={{
        mt: 4,
        scrollMarginTop: 16,
        // Off-screen sections skip style, layout, paint and hit testing: a keystroke then
        // costs the section being typed in, not the whole form of some 150 fields.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 1200px',
      }}
    >
      <Typography
        id={sectionHeadingId(section.id)}
        component="h2"
        variant="h5"
        tabIndex={-1}
        sx={{ mb: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {section.title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {fieldsOfSection(section.id).map((field) => (
          <FieldSlot key={field.key} field={field} />
        ))}
      </Box>
    </Box>
  );
});
