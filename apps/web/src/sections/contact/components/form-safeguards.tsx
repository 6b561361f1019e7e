// What keeps bots out of the public forms (the contact form and job applications; docs/product.md#public-site):
// a honeypot field people never see and bots fill in, and the bot challenge once the venue has
// configured one (it loads only with consent to functional cookies). The server checks both again.
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert, Button, Text } from '../../../ui';
import { useContactConfig } from '../api/send-contact-message';
import { BotChallenge } from './bot-challenge';

/** The challenge's answer, whether the form may be sent, and the challenge to show in the form. */
export function useBotChallenge() {
  const { data: config } = useContactConfig();
  const [token, setToken] = useState<string | undefined>();
  const onToken = useCallback((value: string | undefined) => setToken(value), []);
  const siteKey = config?.botChallenge?.siteKey;
  return {
    token,
    isAnswered: !siteKey || Boolean(token),
    challenge: siteKey ? <BotChallenge siteKey={siteKey} onToken={onToken} /> : null,
  };
}

/** The honeypot: off screen, hidden from assistive technology and out of the tab order. */
export function Honeypot({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  return (
    <div aria-hidden style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}

/**
 * The end of a public form: the honeypot, the challenge, the server's refusal, the send button (off
 * while sending or until the challenge is answered) and the privacy line.
 */
export function FormEnd({
  honeypot,
  challenge,
  error,
  isSending,
  isAnswered,
  sendLabel,
  privacy,
  submitTestId,
}: {
  honeypot: ReactNode;
  challenge: ReactNode;
  error: string | null;
  isSending: boolean;
  isAnswered: boolean;
  sendLabel: string;
  privacy: string;
  submitTestId: string;
}) {
  return (
    <>
      {honeypot}
      {challenge}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSending || !isAnswered}
          data-testid={submitTestId}
        >
          {sendLabel}
        </Button>
      </div>
      <Text variant="caption" as="p" color="secondary">
        {privacy}
      </Text>
    </>
  );
}
