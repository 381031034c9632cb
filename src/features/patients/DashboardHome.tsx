import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/** /d/providers/dashboard: the provider's home. */
export function Component() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Card variant="outlined" sx={{ width: 280 }}>
          <CardActionArea
            component={RouterLink}
            to={paths.dashboard.patients.href()}
            sx={{ height: '100%' }}
          >
            <CardContent>
              <Typography variant="h6" component="h2">
                Patients
              </Typography>
              <Typography color="text.secondary">View your patients</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
        <Card variant="outlined" sx={{ width: 280 }} aria-disabled="true">
          <CardActionArea disabled sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" color="text.secondary">
                Other actions
              </Typography>
              <Typography color="text.secondary">Coming later</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      </Stack>
    </>
  );
}
