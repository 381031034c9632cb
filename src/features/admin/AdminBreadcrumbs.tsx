import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * One line a crumb: a long organization name is cut short here (the heading has it whole),
 * isolated (bdi) so a right-to-left name does not reorder the trail.
 */
const crumbText = {
  display: 'block',
  maxWidth: '32ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** Where a page sits below Organizations, each step back a link. */
export function AdminBreadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, '& .MuiBreadcrumbs-li': { minWidth: 0 } }}>
      {trail.map((crumb) => (
        <Link
          key={crumb.to}
          component={RouterLink}
          to={crumb.to}
          color="inherit"
          title={crumb.label}
          sx={crumbText}
        >
          <bdi>{crumb.label}</bdi>
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page" title={current} sx={crumbText}>
        <bdi>{current}</bdi>
      </Typography>
    </Breadcrumbs>
  );
}
