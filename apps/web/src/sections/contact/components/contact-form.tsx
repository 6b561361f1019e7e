import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError } from '../../../lib/api-client';
import { useContactConfig, useSendContactMessage } from '../api/send-contact-message';
import type { ContactMessageInput } from '../api/send-contact-message';
import { BotChallenge } from './bot-challenge';

type FormValues = Required<Pick<ContactMessageInput, 'name' | 'email' | 'subject' | 'message'>> & {
  phone: string;
  website: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ContactForm() {
  const { t, i18n } = useTranslation('content');
  const { data: config } = useContactConfig();
  const send = useSendContactMessage();
  const [token, setToken] = useState<string | undefined>();
  const onToken = useCallback((value: string | undefined) => setToken(value), []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: { name: '', email: '', phone: '', subject: '', message: '', website: '' } });
  const needsChallenge = Boolean(config?.botChallenge);

  const onSubmit = handleSubmit((values) =>
    send.mutate(
      {
        ...values,
        phone: values.phone || undefined,
        website: values.website || undefined,
        locale: i18n.language,
        challengeToken: token,
      },
      { onSuccess: () => reset() },
    ),
  );

  const field = (name: keyof FormValues, rules: Parameters<typeof register>[1]) => {
    const { ref, ...rest } = register(name, rules);
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(errors[name]),
      helperText: errors[name]?.message,
      id: `contact-${name}`,
    };
  };

  if (send.isSuccess) {
    return (
      <Alert
        severity="success"
        data-testid="contact-success"
        action={
          <Button color="inherit" onClick={() => send.reset()}>
            {t('contact.form.another')}
          </Button>
        }
      >
        {t('contact.form.sent')}
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <Stack sx={{ gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('contact.form.name')}
            required
            autoComplete="name"
            {...field('name', {
              required: t('contact.form.required'),
              maxLength: { value: 120, message: t('contact.form.tooLong') },
            })}
          />
          <TextField
            label={t('contact.form.email')}
            required
            type="email"
            autoComplete="email"
            {...field('email', {
              required: t('contact.form.required'),
              pattern: { value: EMAIL, message: t('contact.form.invalidEmail') },
            })}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('contact.form.phone')}
            type="tel"
            autoComplete="tel"
            {...field('phone', { maxLength: { value: 50, message: t('contact.form.tooLong') } })}
          />
          <TextField
            label={t('contact.form.subject')}
            required
            {...field('subject', {
              required: t('contact.form.required'),
              maxLength: { value: 200, message: t('contact.form.tooLong') },
            })}
          />
        </Box>
        <TextField
          label={t('contact.form.message')}
          required
          multiline
          minRows={5}
          {...field('message', {
            required: t('contact.form.required'),
            minLength: { value: 10, message: t('contact.form.tooShort') },
            maxLength: { value: 5000, message: t('contact.form.tooLong') },
          })}
        />
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </Box>
        {config?.botChallenge ? <BotChallenge siteKey={config.botChallenge.siteKey} onToken={onToken} /> : null}
        {send.isError ? (
          <Alert severity="error" role="alert">
            {send.error instanceof ApiError && send.error.code === 'RATE_LIMITED'
              ? t('contact.form.rateLimited')
              : send.error instanceof ApiError
                ? send.error.message
                : t('contact.form.failed')}
          </Alert>
        ) : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={send.isPending || (needsChallenge && !token)}
            data-testid="contact-submit"
          >
            {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
          </Button>
        </Box>
        <Box component="p" sx={{ typography: 'caption', color: 'text.secondary', m: 0 }}>
          {t('contact.form.privacy')}
        </Box>
      </Stack>
    </Box>
  );
}
