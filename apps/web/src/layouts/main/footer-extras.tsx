// Parts of the public footer that come from the venue's data: opening hours of the current season,
// the organization's social links (only those configured) and the cookie-settings link. Plain
// elements (ui/), like the rest of the footer; the icons are Material's brand paths.
import { useTranslation } from 'react-i18next';
import { createIcon } from '../../ui/icon';
import { useConsentStore } from '../../sections/consent/consent-store';
import { useCurrentOrganization } from '../../sections/organization/api/get-current-organization';
import { usePriceList } from '../../sections/pricing/api/get-price-list';
import { weekdayRanges } from '../../sections/pricing/price-format';
import { intlLocaleOf } from '../../locales/languages';

// @mui/icons-material Facebook, Google, LinkedIn, X, Instagram, GitHub (Apache-2.0).
const FacebookIcon = createIcon(
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z',
);
const GoogleIcon = createIcon(
  'M12.545,10.239v3.821h5.445c-0.712,2.315-2.647,3.972-5.445,3.972c-3.332,0-6.033-2.701-6.033-6.032s2.701-6.032,6.033-6.032c1.498,0,2.866,0.549,3.921,1.453l2.814-2.814C17.503,2.988,15.139,2,12.545,2C7.021,2,2.543,6.477,2.543,12s4.478,10,10.002,10c8.396,0,10.249-7.85,9.426-11.748L12.545,10.239z',
);
const LinkedInIcon = createIcon(
  'M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14m-.5 15.5v-5.3a3.26 3.26 0 0 0-3.26-3.26c-.85 0-1.84.52-2.32 1.3v-1.11h-2.79v8.37h2.79v-4.93c0-.77.62-1.4 1.39-1.4a1.4 1.4 0 0 1 1.4 1.4v4.93h2.79M6.88 8.56a1.68 1.68 0 0 0 1.68-1.68c0-.93-.75-1.69-1.68-1.69a1.69 1.69 0 0 0-1.69 1.69c0 .93.76 1.68 1.69 1.68m1.39 9.94v-8.37H5.5v8.37h2.77z',
);
const XIcon = createIcon(
  'M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z',
);
const InstagramIcon = createIcon(
  'M7.8 2h8.4C19.4 2 22 4.6 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8C4.6 22 2 19.4 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2m-.2 2A3.6 3.6 0 0 0 4 7.6v8.8C4 18.39 5.61 20 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6C20 5.61 18.39 4 16.4 4H7.6m9.65 1.5a1.25 1.25 0 0 1 1.25 1.25A1.25 1.25 0 0 1 17.25 8 1.25 1.25 0 0 1 16 6.75a1.25 1.25 0 0 1 1.25-1.25M12 7a5 5 0 0 1 5 5 5 5 0 0 1-5 5 5 5 0 0 1-5-5 5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3 3 3 0 0 0 3 3 3 3 0 0 0 3-3 3 3 0 0 0-3-3z',
);
const GitHubIcon = createIcon(
  'M12 1.27a11 11 0 00-3.48 21.46c.55.09.73-.28.73-.55v-1.84c-3.03.64-3.67-1.46-3.67-1.46-.55-1.29-1.28-1.65-1.28-1.65-.92-.65.1-.65.1-.65 1.1 0 1.73 1.1 1.73 1.1.92 1.65 2.57 1.2 3.21.92a2 2 0 01.64-1.47c-2.47-.27-5.04-1.19-5.04-5.5 0-1.1.46-2.1 1.2-2.84a3.76 3.76 0 010-2.93s.91-.28 3.11 1.1c1.8-.49 3.7-.49 5.5 0 2.1-1.38 3.02-1.1 3.02-1.1a3.76 3.76 0 010 2.93c.83.74 1.2 1.74 1.2 2.94 0 4.21-2.57 5.13-5.04 5.4.45.37.82.92.82 2.02v3.03c0 .27.1.64.73.55A11 11 0 0012 1.27',
);

const networks = [
  { key: 'google', label: 'Google', Icon: GoogleIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'twitter', label: 'X (Twitter)', Icon: XIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'github', label: 'GitHub', Icon: GitHubIcon },
] as const;

export function FooterSocialLinks() {
  const { data: organization } = useCurrentOrganization();
  const social = organization?.social ?? {};
  const configured = networks.filter((n) => typeof social[n.key] === 'string' && social[n.key]);
  if (!configured.length) return null;
  return (
    <div className="ml-social" data-testid="footer-social">
      {configured.map(({ key, label, Icon }) => (
        <a
          key={key}
          href={social[key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          data-testid={`social-${key}`}
          className="cs-icon-btn"
        >
          <Icon size="sm" />
        </a>
      ))}
    </div>
  );
}

export function FooterOpeningHours() {
  // common, not content: the footer is on every page and must not pull the content namespace in.
  const { t, i18n } = useTranslation('common');
  const { data } = usePriceList();
  const season = data?.seasons.find((s) => s.isCurrent) ?? data?.seasons[0];
  if (!season) return null;
  const locale = intlLocaleOf(i18n.language);
  const groups = new Map<string, number[]>();
  for (let d = 1; d <= 7; d++) {
    const key =
      (season.openingHours[String(d)] ?? []).map((i) => `${i.open}–${i.close}`).join(', ') || t('footer.closed');
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return (
    <div data-testid="footer-hours">
      <p className="cs-t-body2 ml-footer-strong">{t('footer.hours', { season: season.name })}</p>
      {[...groups].map(([time, days]) => (
        <p key={time} className="cs-t-body2 cs-c-secondary">
          {weekdayRanges(days, locale)}: {time}
        </p>
      ))}
    </div>
  );
}

export function CookieSettingsLink() {
  const { t } = useTranslation('consent');
  const openDialog = useConsentStore((s) => s.openDialog);
  return (
    <button
      type="button"
      onClick={openDialog}
      className="ml-footer-link ml-link-button"
      data-testid="footer-cookie-settings"
    >
      {t('actions.openSettings')}
    </button>
  );
}
