import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';

export interface SideNavItem {
  label: string;
  to: string;
  /** Only active on an exact match (for a section's home). */
  end?: boolean;
}

/**
 * The left navigation of the signed-in layouts; the current page is marked for screen readers
 * by NavLink, and for the eye by its tint and a bar at its start, which stay while it has focus
 * (the focus ring is drawn around it: issue 25). Where the page is narrow (200 % zoom, a small
 * window) it becomes a wrapping row above the page (WCAG 1.4.10).
 */
export function SideNav({ label, items }: { label: string; items: SideNavItem[] }) {
  return (
    <nav aria-label={label}>
      <List
        sx={{
          minHeight: { md: 480 },
          width: { md: 180, lg: 220 },
          display: { xs: 'flex', md: 'block' },
          flexWrap: 'wrap',
          gap: { xs: 1, md: 0 },
          py: { xs: 0, md: 1 },
        }}
      >
        {items.map((item) => (
          <ListItem key={item.to} disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.end}
              sx={{
                borderRadius: 2,
                '&.active': {
                  bgcolor: 'action.selected',
                  fontWeight: 700,
                  boxShadow: 'inset 4px 0 0 var(--mui-palette-primary-main)',
                },
              }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
