import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import MailIcon from '@mui/icons-material/MailOutlineOutlined';
import DirectionsIcon from '@mui/icons-material/DirectionsOutlined';
import type { PublicOrganization } from '../../organization/api/get-current-organization';
import { useFormatters } from '../../cart/format';
import { usePriceList } from '../../pricing/api/get-price-list';
import type { SeasonPrices } from '../../pricing/api/get-price-list';
import { weekdayRanges } from '../../pricing/price-format';

/** Weekdays with the same hours share a row: "Mon – Fri 09:00–23:00". */
function hoursRows(season: SeasonPrices, closed: string): [string, number[]][] {
  const rows = new Map<string, number[]>();
  for (let day = 1; day <= 7; day++) {
    const hours = (season.openingHours[String(day)] ?? []).map((i) => `${i.open} – ${i.close}`).join(', ') || closed;
    rows.set(hours, [...(rows.get(hours) ?? []), day]);
  }
  return [...rows];
}

function HoursRow({ label, hours }: { label: string; hours: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        dir="ltr"
      >
        {hours}
      </Typography>
    </Stack>
  );
}

export function HomeVisit({
  organization,
  isLoading,
}: {
  organization: PublicOrganization | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  // Season hours come from the venue's seasons (GET /pricing), the current one and the next.
  const { data: prices, isPending: isHoursPending } = usePriceList();
  const seasons = prices?.seasons.slice(0, 2) ?? [];
  const legal = organization?.legal;
  const addressLine = legal?.street
    ? `${legal.street}, ${legal.postalCode ?? ''} ${legal.city ?? ''}`.trim()
    : '';
  // A plain link: the map opens only when the visitor clicks it (no third-party request on load).
  const directionsUrl = addressLine
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLine)}`
    : null;

  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card sx={{ p: { xs: 3, md: 4 } }} aria-labelledby="hours-title">
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 3 }}>
            <ScheduleIcon color="primary" />
            <Typography id="hours-title" variant="h4" component="h2">
              {t('home.hours.title')}
            </Typography>
          </Stack>
          {isHoursPending ? <Skeleton variant="rounded" height={160} /> : null}
          {seasons.map((season, index) => (
            <Box key={season.id}>
              {index > 0 ? <Divider sx={{ my: 2, borderStyle: 'dashed' }} /> : null}
              <Typography variant="subtitle1" component="h3">
                {season.name}
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
                {f.longDate(season.startsOn)} – {f.longDate(season.endsOn)}
              </Typography>
              {hoursRows(season, t('footer.closed')).map(([hours, days]) => (
                <HoursRow key={hours} label={weekdayRanges(days, f.locale)} hours={hours} />
              ))}
            </Box>
          ))}
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('home.hours.note')}
          </Typography>
        </Card>
        <Card
          sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column' }}
          aria-labelledby="visit-title"
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 1 }}>
            <PlaceIcon color="primary" />
            <Typography id="visit-title" variant="h4" component="h2">
              {t('home.visit.title')}
            </Typography>
          </Stack>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            {t('home.visit.subtitle')}
          </Typography>
          {isLoading ? (
            <Stack sx={{ gap: 1 }}>
              <Skeleton width="80%" />
              <Skeleton width="60%" />
              <Skeleton width="70%" />
            </Stack>
          ) : (
            <Stack component="address" sx={{ gap: 1.5, fontStyle: 'normal' }}>
              <Typography variant="h6" component="p">
                {organization?.name}
              </Typography>
              {legal?.street ? (
                <Typography>
                  {legal.street}
                  <br />
                  {legal.postalCode} {legal.city}
                </Typography>
              ) : null}
              {legal?.phone ? (
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <PhoneIcon fontSize="small" sx={{ color: 'text.secondary' }} />
                  <Box
                    component="a"
                    href={`tel:${legal.phone.replace(/\s/g, '')}`}
                    sx={{ color: 'inherit' }}
                    dir="ltr"
                  >
                    {legal.phone}
                  </Box>
                </Stack>
              ) : null}
              {legal?.email ? (
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <MailIcon fontSize="small" sx={{ color: 'text.secondary' }} />
                  <Box
                    component="a"
                    href={`mailto:${legal.email}`}
                    sx={{ color: 'inherit', wordBreak: 'break-all' }}
                  >
                    {legal.email}
                  </Box>
                </Stack>
              ) : null}
            </Stack>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {directionsUrl ? (
            <Button
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<DirectionsIcon />}
              sx={{ mt: 3, alignSelf: 'flex-start' }}
            >
              {t('actions.directions')}
            </Button>
          ) : null}
        </Card>
      </Box>
    </Container>
  );
}
