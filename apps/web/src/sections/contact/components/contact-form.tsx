import { useTranslation } from 'react-i18next';
import { Alert, Button, TextAreaField, TextField } from '../../../ui';
import { useLightForm } from '../../../ui/use-light-form';
import type { LightRules } from '../../../ui/use-light-form';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import type { ContactMessageInput } from '../api/send-contact-message';
import { FormEnd, Honeypot, useBotChallenge } from './form-safeguards';
import { NameEmailFields } from './person-fields';

type FormValues = Required<Pick<ContactMessageInput, 'name' | 'email' | 'subject' | 'message'>> & {
  phone: string;
  website: string;
};

export function ContactForm() {
  const { t, i18n } = useTranslation('content');
  const send = useSendContactMessage();
  const { token, isAnswered, challenge } = useBotChallenge();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useLightForm<FormValues>({
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', website: '' },
  });

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

  const field = (name: keyof FormValues, rules: LightRules) => {
    return { ...register(name, rules), error: errors[name]?.message, id: `contact-${name}` };
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
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
      className="co-form"
    >
      <NameEmailFields
        field={field}
        labels={{
          name: t('contact.form.name'),
          email: t('contact.form.email'),
          required: t('contact.form.required'),
          tooLong: t('contact.form.tooLong'),
          invalidEmail: t('contact.form.invalidEmail'),
        }}
      />
      <div className="co-pair">
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
      </div>
      <TextAreaField
        label={t('contact.form.message')}
        required
        multiline
        rows={5}
        {...field('message', {
          required: t('contact.form.required'),
          minLength: { value: 10, message: t('contact.form.tooShort') },
          maxLength: { value: 5000, message: t('contact.form.tooLong') },
        })}
      />
      <FormEnd
        honeypot={<Honeypot id="contact-website" field={register('website')} />}
        challenge={challenge}
        error={
          !send.isError
            ? null
            : send.error instanceof ApiError && send.error.code === 'RATE_LIMITED'
              ? t('contact.form.rateLimited')
              : send.error instanceof ApiError
                ? send.error.message
                : t('contact.form.failed')
        }
        isSending={send.isPending}
        isAnswered={isAnswered}
        sendLabel={send.isPending ? t('contact.form.sending') : t('contact.form.send')}
        privacy={t('contact.form.privacy')}
        submitTestId="contact-submit"
      />
    </form>
  );
}
