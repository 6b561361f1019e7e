// What keeps bots out of the public forms (the contact form and job applications; docs/product.md#public-site):
// a honeypot field people never see and bots fill in, and the bot challenge once the venue has
// configured one (it loads only with consent to functional cookies). The server checks both again.
import { useCallback, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
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
