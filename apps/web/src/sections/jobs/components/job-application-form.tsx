// The application form of a job's page: name, e-mail, phone, a message and an optional CV (a PDF
// of at most 5 MB, checked here and again by the server by its bytes). It lands in the venue's
// contact inbox (docs/product/content.md#jobs).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Text, TextAreaField, TextField } from '../../../ui';
import { useLightForm } from '../../../ui/use-light-form';
import type { LightRules } from '../../../ui/use-light-form';
import { createIcon } from '../../../ui/icon';
import { ApiError } from '../../../lib/api-client';
import { FormEnd, Honeypot, useBotChallenge } from '../../contact/components/form-safeguards';
import { NameEmailFields } from '../../contact/components/person-fields';
import { CV_MAX_BYTES, cvProblem, useApplyForJob } from '../api/jobs';

interface FormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
}

// Material's "AttachFile".
const AttachFileIcon = createIcon(
  'M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5c0-1.38 1.12-2.5 2.5-2.5s2.5 1.12 2.5 2.5v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6z',
);
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
  } = useLightForm<FormValues>({ defaultValues: { name: '', email: '', phone: '', message: '', website: '' } });

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

  const field = (name: keyof FormValues, rules: LightRules) => {
    return { ...register(name, rules), error: errors[name]?.message, id: `job-${name}` };
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
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="job-apply-title"
      data-testid="job-apply-form"
      className="co-form"
    >
      <NameEmailFields
        field={field}
        labels={{
          name: t('apply.name'),
          email: t('apply.email'),
          required: t('apply.required'),
          tooLong: t('apply.tooLong'),
          invalidEmail: t('apply.invalidEmail'),
        }}
      />
      <TextField
        label={t('apply.phone')}
        type="tel"
        autoComplete="tel"
        {...field('phone', { maxLength: { value: 50, message: t('apply.tooLong') } })}
      />
      <TextAreaField
        label={t('apply.message')}
        required
        multiline
        rows={5}
        {...field('message', {
          required: t('apply.required'),
          minLength: { value: 10, message: t('apply.tooShort') },
          maxLength: { value: 5000, message: t('apply.tooLong') },
        })}
      />
      <div className="jb-cv">
        {/* A real button opens the file picker: reachable and usable with the keyboard. */}
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()}>
          {t('apply.cv')}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept="application/pdf,.pdf"
          data-testid="job-apply-cv"
          onChange={(e) => chooseCv(e.target.files?.[0])}
        />
        <Text variant="body2" color="secondary" className="jb-cv-name">
          {cv ? cv.name : t('apply.cvHelp', { mb: MB })}
        </Text>
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
      </div>
      {cvError ? (
        <Alert severity="warning" role="alert">
          {cvError}
        </Alert>
      ) : null}
      <FormEnd
        honeypot={<Honeypot id="job-website" field={register('website')} />}
        challenge={challenge}
        error={apply.isError ? serverError : null}
        isSending={apply.isPending}
        isAnswered={isAnswered}
        sendLabel={apply.isPending ? t('apply.sending') : t('apply.send')}
        privacy={t('apply.privacy')}
        submitTestId="job-apply-submit"
      />
    </form>
  );
}
