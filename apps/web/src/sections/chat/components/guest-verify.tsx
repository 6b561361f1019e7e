// A guest proves their e-mail address before chatting: name and e-mail, then the six-digit code
// from the mail. The token the server answers is kept in this browser.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chatApi, setGuestToken } from '../api/chat-api';
import { errorText } from './chat-thread';

export function GuestVerify({ onVerified }: { onVerified: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [guestId, setGuestId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (work: Promise<unknown>) => {
    setBusy(true);
    work.catch((e: unknown) => setError(errorText(t, e))).finally(() => setBusy(false));
  };
  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 1.5, p: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        if (!guestId)
          run(chatApi.guestStart({ name, email, locale: i18n.language }).then((r) => setGuestId(r.guestId)));
        else
          run(
            chatApi.guestVerify({ guestId, code }).then((r) => {
              setGuestToken(r.token);
              onVerified();
            }),
          );
      }}
    >
      <Typography variant="body2">{guestId ? t('guest.codeSent', { email }) : t('guest.intro')}</Typography>
      {guestId ? (
        <TextField
          label={t('guest.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        />
      ) : (
        <>
          <TextField
            label={t('guest.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoComplete="name"
          />
          <TextField
            label={t('guest.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            autoComplete="email"
          />
        </>
      )}
      {error ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
      <Button type="submit" variant="contained" disabled={busy}>
        {guestId ? t('guest.verify') : t('guest.sendCode')}
      </Button>
    </Box>
  );
}
