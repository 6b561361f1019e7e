// One contact-form message: the whole text, who sent it, reply by mail (mailto:) and mark it
// handled (or open again). Opening a new message marks it read.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import CheckIcon from '@mui/icons-material/Check';
import DownloadIcon from '@mui/icons-material/Download';
import ReplyIcon from '@mui/icons-material/Reply';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { downloadContactCv, useSetContactStatus } from '../api/mail';
import type { ContactMessage } from '../api/mail';
import { ContactStatusChip } from './mail-status-chip';

/** mailto: with the sender as recipient, "Re: subject" and the message quoted. */
export function replyHref(message: ContactMessage, prefix: string): string {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const params = new URLSearchParams({ subject: `${prefix} ${message.subject}`, body: `\n\n${quoted}` });
  // URLSearchParams writes spaces as '+', which mail programs show literally in mailto: links.
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?${params.toString().replaceAll('+', '%20')}`;
}

export function ContactMessageDialog({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const setStatus = useSetContactStatus();
  const markedRead = useRef(false);
  const { mutate } = setStatus;
  useEffect(() => {
    if (message.status === 'new' && !markedRead.current) {
      markedRead.current = true;
      mutate({ id: message.id, status: 'read' });
    }
  }, [message.id, message.status, mutate]);
  const status = setStatus.data?.id === message.id ? setStatus.data.status : message.status;
  const isHandled = status === 'answered';
  const [cvState, setCvState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const downloadCv = () => {
    setCvState('loading');
    downloadContactCv(message).then(
      () => setCvState('idle'),
      () => setCvState('failed'),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="contact-message-title"
    >
      <DialogTitle id="contact-message-title" sx={{ overflowWrap: 'anywhere' }}>
        {message.subject}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {setStatus.error ? (
            <Alert severity="error" role="alert">
              {managementError(setStatus.error, t)}
            </Alert>
          ) : null}
          {message.job ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip color="primary" size="small" label={t('mail.application', { job: message.job.title })} />
              {message.hasCv ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  loading={cvState === 'loading'}
                  onClick={downloadCv}
                  data-testid="contact-cv-download"
                >
                  {t('mail.downloadCv')}
                </Button>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('mail.noCv')}
                </Typography>
              )}
            </Stack>
          ) : null}
          {cvState === 'failed' ? (
            <Alert severity="error" role="alert">
              {t('mail.cvFailed')}
            </Alert>
          ) : null}
          <Stack spacing={0.5}>
            <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
              {message.name}
            </Typography>
            <Link
              href={`mailto:${message.email}`}
              variant="body2"
              sx={{ overflowWrap: 'anywhere', width: 'fit-content' }}
            >
              {message.email}
            </Link>
            {message.phone ? (
              <Link href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} variant="body2" sx={{ width: 'fit-content' }}>
                {message.phone}
              </Link>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 0.5 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('mail.receivedAt', { date: format.dateTime(message.createdAt) })}
              </Typography>
              <ContactStatusChip status={status} />
            </Stack>
          </Stack>
          <Box
            component="blockquote"
            data-testid="contact-message-text"
            sx={{
              m: 0,
              p: 2,
              bgcolor: 'action.hover',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {message.message}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Box sx={{ flexGrow: 1 }} />
        {isHandled ? (
          <Button
            variant="outlined"
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: message.id, status: 'read' })}
          >
            {t('mail.reopen')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="success"
            startIcon={<CheckIcon />}
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: message.id, status: 'answered' })}
          >
            {t('mail.markHandled')}
          </Button>
        )}
        <Button variant="contained" startIcon={<ReplyIcon />} href={replyHref(message, t('mail.replyPrefix'))}>
          {t('mail.reply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
