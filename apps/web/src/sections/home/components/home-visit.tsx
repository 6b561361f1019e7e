import { useTranslation } from 'react-i18next';
import { ButtonAnchor, Card, Container, Divider, Skeleton, Text } from '../../../ui';
import {
  DirectionsOutlinedIcon,
  MailOutlineOutlinedIcon,
  PhoneOutlinedIcon,
  PlaceOutlinedIcon,
  ScheduleIcon,
} from '../../../ui/icons-more';
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
    <div className="hm-hours-row">
      <Text variant="body2">{label}</Text>
      <Text variant="body2" className="hm-hours-value" dir="ltr">
        {hours}
      </Text>
    </div>
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
  const addressLine = legal?.street ? `${legal.street}, ${legal.postalCode ?? ''} ${legal.city ?? ''}`.trim() : '';
  // A plain link: the map opens only when the visitor clicks it (no third-party request on load).
  const directionsUrl = addressLine
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLine)}`
    : null;

  return (
    <Container as="section" className="hm-section">
      <div className="hm-visit-grid">
        <Card className="hm-visit-card" aria-labelledby="hours-title">
          <div className="hm-visit-head hm-mb-3">
            <ScheduleIcon className="hm-icon-primary" />
            <Text id="hours-title" variant="h4" as="h2">
              {t('home.hours.title')}
            </Text>
          </div>
          {isHoursPending ? <Skeleton variant="rounded" height={160} /> : null}
          {seasons.map((season, index) => (
            <div key={season.id}>
              {index > 0 ? <Divider className="hm-season-divider" /> : null}
              <Text variant="subtitle1" as="h3">
                {season.name}
              </Text>
              <Text variant="caption" as="p" color="secondary" className="hm-mb-1">
                {f.longDate(season.startsOn)} – {f.longDate(season.endsOn)}
              </Text>
              {hoursRows(season, t('footer.closed')).map(([hours, days]) => (
                <HoursRow key={hours} label={weekdayRanges(days, f.locale)} hours={hours} />
              ))}
            </div>
          ))}
          <Text variant="caption" as="p" color="secondary" className="hm-hours-note">
            {t('home.hours.note')}
          </Text>
        </Card>
        <Card className="hm-visit-card hm-visit-card-column" aria-labelledby="visit-title">
          <div className="hm-visit-head hm-mb-1">
            <PlaceOutlinedIcon className="hm-icon-primary" />
            <Text id="visit-title" variant="h4" as="h2">
              {t('home.visit.title')}
            </Text>
          </div>
          <Text color="secondary" className="hm-mb-3">
            {t('home.visit.subtitle')}
          </Text>
          {isLoading ? (
            <div className="hm-visit-loading">
              <Skeleton variant="text" width="80%" />
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="70%" />
            </div>
          ) : (
            <address className="hm-address">
              <Text variant="h6" as="p">
                {organization?.name}
              </Text>
              {legal?.street ? (
                <Text>
                  {legal.street}
                  <br />
                  {legal.postalCode} {legal.city}
                </Text>
              ) : null}
              {legal?.phone ? (
                <div className="hm-contact-row">
                  <PhoneOutlinedIcon size="sm" className="hm-contact-icon" />
                  <a href={`tel:${legal.phone.replace(/\s/g, '')}`} className="hm-contact-link" dir="ltr">
                    {legal.phone}
                  </a>
                </div>
              ) : null}
              {legal?.email ? (
                <div className="hm-contact-row">
                  <MailOutlineOutlinedIcon size="sm" className="hm-contact-icon" />
                  <a href={`mailto:${legal.email}`} className="hm-contact-link hm-contact-email">
                    {legal.email}
                  </a>
                </div>
              ) : null}
            </address>
          )}
          <div className="cs-grow" />
          {directionsUrl ? (
            <ButtonAnchor
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<DirectionsOutlinedIcon size="sm" />}
              className="hm-directions"
            >
              {t('actions.directions')}
            </ButtonAnchor>
          ) : null}
        </Card>
      </div>
    </Container>
  );
}
