// Parts of the public footer that come from the venue's data: opening hours of the current season,
// the organization's social links (only those configured) and the cookie-settings link.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { useConsentStore } from '../../consent/consent-store';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';
import { usePriceList } from '../../pricing/api/get-price-list';
import { weekdayRanges } from '../../pricing/price-format';

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
    <Stack direction="row" sx={{ gap: 0.5, ml: -1 }} data-testid="footer-social">
      {configured.map(({ key, label, Icon }) => (
        <IconButton key={key} component="a" href={social[key]} target="_blank" rel="noopener noreferrer" aria-label={label} data-testid={`social-${key}`}>
          <Icon fontSize="small" />
        </IconButton>
      ))}
    </Stack>
  );
}

export function FooterOpeningHours() {
  // common, not content: the footer is on every page and must not pull the content namespace in.
  const { t, i18n } = useTranslation('common');
  const { data } = usePriceList();
  const season = data?.seasons.find((s) => s.isCurrent) ?? data?.seasons[0];
  if (!season) return null;
  const locale = i18n.language === 'de' ? 'de-DE' : i18n.language === 'en' ? 'en-GB' : i18n.language;
  const groups = new Map<string, number[]>();
  for (let d = 1; d <= 7; d++) {
    const key = (season.openingHours[String(d)] ?? []).map((i) => `${i.open}–${i.close}`).join(', ') || t('footer.closed');
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return (
    <Box data-testid="footer-hours">
      <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {t('footer.hours', { season: season.name })}
      </Typography>
      {[...groups].map(([time, days]) => (
        <Typography key={time} variant="body2" sx={{ color: 'text.secondary' }}>
          {weekdayRanges(days, locale)}: {time}
        </Typography>
      ))}
    </Box>
  );
}

export function CookieSettingsLink() {
  const { t } = useTranslation('consent');
  const openDialog = useConsentStore((s) => s.openDialog);
  return (
    <Link component="button" type="button" onClick={openDialog} sx={{ color: 'text.secondary', typography: 'body2', width: 'fit-content', textAlign: 'start' }} data-testid="footer-cookie-settings">
      {t('actions.openSettings')}
    </Link>
  );
}
