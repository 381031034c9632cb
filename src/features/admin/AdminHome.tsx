import Typography from '@mui/material/Typography';

export function Component() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Home
      </Typography>
      <Typography color="text.secondary">
        Manage organizations and their providers from Organizations.
      </Typography>
    </>
  );
}
