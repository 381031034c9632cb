import Typography from '@mui/material/Typography';
import { config } from '../config/env';

export function Logo() {
  return (
    <Typography component="span" variant="h6" sx={{ fontWeight: 800, color: 'primary.main' }}>
      {config.productName}
    </Typography>
  );
}
