import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo } from '../../components/logo/logo';
import { CONFIG } from '../../config';
import { paths } from '../../routes/paths';
import { useCurrentOrganization } from '../../sections/organization/api/get-current-organization';
import { mainNavItems } from './nav-config';
import {
  CookieSettingsLink,
  FooterOpeningHours,
  FooterSocialLinks,
} from '../../sections/content/components/footer-extras';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack sx={{ gap: 1, minWidth: 160 }}>
      <Typography variant="overline" component="h2" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const linkSx = { color: 'text.secondary', typography: 'body2', width: 'fit-content' } as const;

export function MainFooter() {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation('navbar');
  const { data: organization } = useCurrentOrganization();
  const name = organization?.name ?? CONFIG.appName;
  const legal = organization?.legal;

  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.default', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1fr' },
          }}
        >
          <Stack sx={{ gap: 2, maxWidth: 320 }}>
            <Logo label={name} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('footer.about')}
            </Typography>
            <FooterSocialLinks />
          </Stack>
          <FooterColumn title={t('footer.explore')}>
            {mainNavItems.map((item) => (
              <Link key={item.path} component={RouterLink} to={item.path} sx={linkSx}>
                {tNav(item.titleKey)}
              </Link>
            ))}
            <Link component={RouterLink} to={paths.faqs} sx={linkSx}>
              {tNav('main.faqs')}
            </Link>
          </FooterColumn>
          <FooterColumn title={t('footer.legal')}>
            <Link component={RouterLink} to={paths.impressum} sx={linkSx}>
              {t('footer.imprint')}
            </Link>
            <Link component={RouterLink} to={paths.privacyPolicy} sx={linkSx}>
              {t('footer.privacy')}
            </Link>
            <Link component={RouterLink} to={paths.agb} sx={linkSx}>
              {t('footer.terms')}
            </Link>
            <Link component={RouterLink} to={paths.conditions} sx={linkSx}>
              {t('footer.conditions')}
            </Link>
            <Link component={RouterLink} to={paths.cookiePolicy} sx={linkSx}>
              {t('footer.cookies')}
            </Link>
            <CookieSettingsLink />
          </FooterColumn>
          <FooterColumn title={t('footer.contact')}>
            {legal?.street ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {legal.street}
                <br />
                {legal.postalCode} {legal.city}
              </Typography>
            ) : null}
            {legal?.phone ? (
              <Link href={`tel:${legal.phone.replace(/\s/g, '')}`} sx={linkSx} dir="ltr">
                {legal.phone}
              </Link>
            ) : null}
            {legal?.email ? (
              <Link href={`mailto:${legal.email}`} sx={linkSx}>
                {legal.email}
              </Link>
            ) : null}
            <Link component={RouterLink} to={paths.contact} sx={linkSx}>
              {tNav('main.contact')}
            </Link>
            <FooterOpeningHours />
          </FooterColumn>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{
            justifyContent: 'space-between',
            gap: 1,
            mt: 6,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('footer.rights', { year: new Date().getFullYear(), name })}
          </Typography>
          <Stack direction="row" sx={{ gap: 2 }}>
            <Link
              href={paths.changelog}
              target="_blank"
              rel="noopener noreferrer"
              variant="caption"
              sx={{ color: 'text.secondary' }}
            >
              {t('footer.changelog')}
            </Link>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('footer.poweredBy')} {CONFIG.appVersion}
            </Typography>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
