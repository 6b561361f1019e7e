import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '../../ui/layout';
import { CONFIG } from '../../config/env';
import { paths } from '../../config/paths';
import { useCurrentOrganization } from '../../sections/organization/api/get-current-organization';
import { mainNavItems } from './nav-config';
import { CookieSettingsLink, FooterOpeningHours, FooterSocialLinks } from './footer-extras';
import { SiteLogo } from './site-logo';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="ml-footer-column">
      <h2 className="cs-t-overline ml-footer-heading">{title}</h2>
      {children}
    </div>
  );
}

export function MainFooter() {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation('navbar');
  const { data: organization } = useCurrentOrganization();
  const name = organization?.name ?? CONFIG.appName;
  const legal = organization?.legal;

  return (
    <footer className="ml-footer">
      <Container className="ml-footer-inner">
        <div className="ml-footer-grid">
          <div className="ml-footer-brand">
            <SiteLogo label={name} />
            <p className="cs-t-body2 cs-c-secondary">{t('footer.about')}</p>
            <FooterSocialLinks />
          </div>
          <FooterColumn title={t('footer.explore')}>
            {mainNavItems.map((item) => (
              <Link key={item.path} to={item.path} className="ml-footer-link">
                {tNav(item.titleKey)}
              </Link>
            ))}
            <Link to={paths.faqs} className="ml-footer-link">
              {tNav('main.faqs')}
            </Link>
            <Link to={paths.jobs.root} className="ml-footer-link">
              {t('footer.careers')}
            </Link>
          </FooterColumn>
          <FooterColumn title={t('footer.legal')}>
            <Link to={paths.impressum} className="ml-footer-link">
              {t('footer.imprint')}
            </Link>
            <Link to={paths.privacyPolicy} className="ml-footer-link">
              {t('footer.privacy')}
            </Link>
            <Link to={paths.agb} className="ml-footer-link">
              {t('footer.terms')}
            </Link>
            <Link to={paths.conditions} className="ml-footer-link">
              {t('footer.conditions')}
            </Link>
            <Link to={paths.cookiePolicy} className="ml-footer-link">
              {t('footer.cookies')}
            </Link>
            <CookieSettingsLink />
          </FooterColumn>
          <FooterColumn title={t('footer.contact')}>
            {legal?.street ? (
              <p className="cs-t-body2 cs-c-secondary">
                {legal.street}
                <br />
                {legal.postalCode} {legal.city}
              </p>
            ) : null}
            {legal?.phone ? (
              <a href={`tel:${legal.phone.replace(/\s/g, '')}`} className="ml-footer-link" dir="ltr">
                {legal.phone}
              </a>
            ) : null}
            {legal?.email ? (
              <a href={`mailto:${legal.email}`} className="ml-footer-link">
                {legal.email}
              </a>
            ) : null}
            <Link to={paths.contact} className="ml-footer-link">
              {tNav('main.contact')}
            </Link>
            <FooterOpeningHours />
          </FooterColumn>
        </div>
        <div className="ml-footer-bottom">
          <span className="cs-t-caption cs-c-secondary">
            {t('footer.rights', { year: new Date().getFullYear(), name })}
          </span>
          <div className="ml-footer-meta">
            <a
              href={paths.changelog}
              target="_blank"
              rel="noopener noreferrer"
              className="cs-t-caption ml-footer-link ml-footer-caption"
            >
              {t('footer.changelog')}
            </a>
            <span className="cs-t-caption cs-c-secondary">
              {t('footer.poweredBy')} {CONFIG.appVersion}
            </span>
          </div>
        </div>
      </Container>
    </footer>
  );
}
