// The application form of a job's page: name, e-mail, phone, a message and an optional CV (a PDF
// of at most 5 MB, checked here and again by the server by its bytes). It lands in the venue's
// contact inbox (docs/product/content.md#jobs).
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { ApiError } from '../../../lib/api-client';
import { Honeypot, useBotChallenge } from '../../contact/components/form-safeguards';
import { CV_MAX_BYTES, cvProblem, useApplyForJob } from '../api/jobs';

interface FormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MB = CV_MAX_BYTES / (1024 * 1024);

export function JobApplicationForm({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('jobs');
  const apply = useApplyForJob(slug);
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { token, isAnswered, challenge } = useBotChallenge();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: { name: '', email: '', phone: '', message: '', website: '' } });

  const chooseCv = (file: File | undefined) => {
    const problem = file ? cvProblem(file) : null;
    setCvError(
      problem === 'type' ? t('apply.cvNotPdf') : problem === 'size' ? t('apply.cvTooLarge', { mb: MB }) : null,
    );
    setCv(file && !problem ? file : null);
  };

  const onSubmit = handleSubmit((values) =>
    apply.mutate(
      {
        input: {
          name: values.name,
          email: values.email,
          phone: values.phone || undefined,
          message: values.message,
          website: values.website || undefined,
          locale: i18n.language,
          challengeToken: token,
        },
        cv,
      },
      {
        onSuccess: () => {
          reset();
          setCv(null);
        },
      },
    ),
  );

  const field = (name: keyof FormValues, rules: Parameters<typeof register>[1]) => {
    const { ref, ...rest } = register(name, rules);
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(errors[name]),
      helperText: errors[name]?.message,
      id: `job-${name}`,
    };
  };

  if (apply.isSuccess)
    return (
      <Alert
        severity="success"
        role="status"
        data-testid="job-apply-success"
        action={
          <Button color="inherit" onClick={() => apply.reset()}>
            {t('apply.another')}
          </Button>
        }
      >
        {t('apply.sent')}
      </Alert>
    );

  const serverError =
    apply.error instanceof ApiError
      ? apply.error.code === 'RATE_LIMITED'
        ? t('apply.rateLimited')
        : apply.error.code === 'UNSUPPORTED_FILE_TYPE'
          ? t('apply.cvNotPdf')
          : apply.error.code === 'FILE_TOO_LARGE'
            ? t('apply.cvTooLarge', { mb: MB })
            : apply.error.code === 'NETWORK_ERROR'
              ? t('apply.failed')
              : apply.error.message
      : t('apply.failed');

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="job-apply-title" data-testid="job-apply-form">
      <Stack sx={{ gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('apply.name')}
            required
            autoComplete="name"
            {...field('name', {
              required: t('apply.required'),
              maxLength: { value: 120, message: t('apply.tooLong') },
            })}
          />
          <TextField
            label={t('apply.email')}
            required
            type="email"
            autoComplete="email"
            {...field('email', {
              required: t('apply.required'),
              pattern: { value: EMAIL, message: t('apply.invalidEmail') },
            })}
          />
        </Box>
        <TextField
          label={t('apply.phone')}
          type="tel"
          autoComplete="tel"
          {...field('phone', { maxLength: { value: 50, message: t('apply.tooLong') } })}
        />
        <TextField
          label={t('apply.message')}
          required
          multiline
          minRows={5}
          {...field('message', {
            required: t('apply.required'),
            minLength: { value: 10, message: t('apply.tooShort') },
            maxLength: { value: 5000, message: t('apply.tooLong') },
          })}
        />
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" component="label" startIcon={<AttachFileIcon />}>
            {t('apply.cv')}
            <input
              ref={fileInput}
              hidden
              type="file"
              accept="application/pdf,.pdf"
              data-testid="job-apply-cv"
              onChange={(e) => chooseCv(e.target.files?.[0])}
            />
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}>
            {cv ? cv.name : t('apply.cvHelp', { mb: MB })}
          </Typography>
          {cv ? (
            <Button
              size="small"
              onClick={() => {
                setCv(null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              {t('apply.cvRemove')}
            </Button>
          ) : null}
        </Stack>
        {cvError ? (
          <Alert severity="warning" role="alert">
            {cvError}
          </Alert>
        ) : null}
        <Honeypot id="job-website" field={register('website')} />
        {challenge}
        {apply.isError ? (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={apply.isPending || !isAnswered}
            data-testid="job-apply-submit"
          >
            {apply.isPending ? t('apply.sending') : t('apply.send')}
          </Button>
        </Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', m: 0 }}>
          {t('apply.privacy')}
        </Typography>
      </Stack>
    </Box>
  );
}
