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

/** The left navigation of the signed-in layouts; the current page is marked for screen readers by NavLink. */
export function SideNav({ label, items }: { label: string; items: SideNavItem[] }) {
  return (
    <nav aria-label={label}>
      <List sx={{ minHeight: 480, width: { xs: 180, lg: 220 } }}>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.end}
              sx={{ borderRadius: 2, '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
