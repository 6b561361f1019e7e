// One outgoing mail: who it went to, its delivery state and last error, the HTML body in a
// sandboxed frame (no scripts, no same-origin access, no forms or pop-ups) and the attachments as
// downloads. A mail with a sign-in secret the viewer may not read says so instead of a body.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { downloadBase64, useOutboxMail } from '../api/mail';
import type { OutboxMailDetail } from '../api/mail';
import { OutboxStatusChip } from './mail-status-chip';

function fileSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${number.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function OutboxMailBody({ mail }: { mail: OutboxMailDetail }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  return (
    <Stack spacing={2}>
      <Stack spacing={0.75}>
        <Fact label={t('mail.fields.to')}>{mail.to}</Fact>
        <Fact label={t('mail.fields.status')}>
          <OutboxStatusChip status={mail.status} />
        </Fact>
        <Fact label={t('mail.fields.template')}>{mail.template}</Fact>
        <Fact label={t('mail.fields.createdAt')}>{format.dateTime(mail.createdAt)}</Fact>
        <Fact label={t('mail.fields.sentAt')}>{format.dateTime(mail.sentAt)}</Fact>
        <Fact label={t('mail.fields.attempts')}>{format.number(mail.attempts)}</Fact>
        {mail.status === 'pending' ? (
          <Fact label={t('mail.fields.nextAttemptAt')}>{format.dateTime(mail.nextAttemptAt)}</Fact>
        ) : null}
      </Stack>
      {mail.status === 'stored' ? <Alert severity="info">{t('mail.storedHint')}</Alert> : null}
      {mail.lastError ? (
        <Alert severity="error" data-testid="mail-last-error">
          <Typography variant="subtitle2">{t('mail.lastError')}</Typography>
          <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {mail.lastError}
          </Box>
        </Alert>
      ) : null}
      {mail.redacted ? (
        <Alert severity="warning" data-testid="mail-redacted">
          {t('mail.redacted')}
        </Alert>
      ) : (
        <Box
          component="iframe"
          // sandbox="" : no scripts, no forms, no pop-ups, an opaque origin (no cookies, no app).
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={mail.html}
          title={t('mail.bodyFrame', { subject: mail.subject })}
          data-testid="mail-html"
          sx={{
            width: '100%',
            height: { xs: 420, sm: 480 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      )}
      {mail.attachments.length ? (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('mail.attachments')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {mail.attachments.map((a, index) => (
              <Button
                key={`${a.filename}-${index}`}
                variant="outlined"
                size="small"
                startIcon={<AttachFileIcon />}
                onClick={() => downloadBase64(a)}
                aria-label={t('mail.download', { name: a.filename })}
                sx={{ maxWidth: '100%', textTransform: 'none' }}
              >
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {a.filename} ({fileSize(a.size, format.locale)})
                </Box>
              </Button>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

export function OutboxDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('management');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, error, isLoading, refetch } = useOutboxMail(id);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="outbox-mail-title">
      <DialogTitle id="outbox-mail-title" sx={{ overflowWrap: 'anywhere' }}>
        {data?.subject ?? t('mail.outboxMail')}
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {managementError(error, t)}
          </Alert>
        ) : isLoading || !data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        ) : (
          <OutboxMailBody mail={data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
