import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

/**
 * The one shape of every question the product asks in a dialog (leave without saving, sign out,
 * restore kept changes, the idle warnings, the tablet's staff return): a title that names it, a
 * text that describes it, and the answers as buttons. `onClose` (Escape, the backdrop) is left
 * out where the question must be answered.
 */
export function QuestionDialog({
  open = true,
  title,
  children,
  actions,
  onClose,
  paperClassName,
}: {
  open?: boolean;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  /** A class for the dialog's surface (the tablet's larger type). */
  paperClassName?: string;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={paperClassName ? { paper: { className: paperClassName } } : undefined}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
