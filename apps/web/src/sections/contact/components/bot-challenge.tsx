// The contact form's bot challenge (Cloudflare Turnstile), only when the venue configured one. Its
// script is a third-party request, so it loads after the visitor allowed functional cookies.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../ui';
import { useConsent, useConsentStore } from '../../consent/consent-store';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render: (
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; language?: string },
  ) => string;
  remove: (id: string) => void;
}

let loading: Promise<TurnstileApi> | null = null;
function loadTurnstile(): Promise<TurnstileApi> {
  const existing = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve((window as unknown as { turnstile: TurnstileApi }).turnstile);
    script.onerror = () => {
      loading = null;
      reject(new Error('The robot check could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function BotChallenge({ siteKey, onToken }: { siteKey: string; onToken: (token: string | undefined) => void }) {
  const { t, i18n } = useTranslation('content');
  const isAllowed = useConsent('functional');
  const grant = useConsentStore((s) => s.grant);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isAllowed || !container.current) return;
    let widget: string | undefined;
    let api: TurnstileApi | undefined;
    let isCancelled = false;
    loadTurnstile().then(
      (turnstile) => {
        if (isCancelled || !container.current) return;
        api = turnstile;
        widget = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: onToken,
          'expired-callback': () => onToken(undefined),
          language: i18n.language,
        });
      },
      () => onToken(undefined),
    );
    return () => {
      isCancelled = true;
      if (api && widget) api.remove(widget);
    };
  }, [isAllowed, siteKey, onToken, i18n.language]);

  if (!isAllowed) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => grant('functional')}>
            {t('contact.form.allowChallenge')}
          </Button>
        }
      >
        {t('contact.form.challengeConsent')}
      </Alert>
    );
  }
  return <div ref={container} />;
}
