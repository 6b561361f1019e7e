// Dashboard areas whose screens come with later issues: title and what the area is for
// (docs/product.md#dashboard).
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/page/page-meta';

export type AreaMode = 'new' | 'details' | 'edit';

interface AreaPageProps {
  /** Key of the nav label (navbar: dashboard.<area>) and description (common: pages.dashboard.<area>). */
  area: string;
  mode?: AreaMode;
  /** Overrides the description key, e.g. bookingDetails. */
  descriptionKey?: string;
}

export function AreaPage({ area, mode, descriptionKey }: AreaPageProps) {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation('navbar');
  const base = tNav(`dashboard.${area}`);
  const title = mode ? `${base} · ${t(`pages.crud.${mode}`)}` : base;
  const description = t(`pages.dashboard.${descriptionKey ?? area}`);
  return (
    <>
      <PageMeta title={title} description={description} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
        </CardContent>
      </Card>
    </>
  );
}
