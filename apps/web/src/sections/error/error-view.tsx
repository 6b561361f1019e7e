import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page/page-meta';
import { paths } from '../../config/paths';
import { ButtonLink, Text } from '../../ui';
import './error-view.css';

export type ErrorStatus = 403 | 404 | 500;

/**
 * The 403/404/500 screens (docs/product.md#public-site): a big status, a sentence of what happened, a way back.
 * Light layer (ui/): many screens show it when their data fails, so it must not bring MUI along.
 */
export function ErrorView({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  const title = t(`errors.${status}.title`);
  return (
    <div className="er-view" data-testid={`error-${status}`}>
      <PageMeta title={`${status} ${title}`} />
      <p aria-hidden className="er-status">
        {status}
      </p>
      <Text variant="h3" as="h1" className="er-title">
        {title}
      </Text>
      <Text color="secondary" className="er-text">
        {t(`errors.${status}.text`)}
      </Text>
      <ButtonLink to={paths.home} variant="contained" size="large">
        {t('actions.backHome')}
      </ButtonLink>
    </div>
  );
}
