// The map on /kontakt: a static placeholder with the address until the visitor allows functional
// cookies; only then the OpenStreetMap embed loads (no third-party request without consent).
import { useTranslation } from 'react-i18next';
import { Button, ButtonAnchor, Text } from '../../../ui';
import { createIcon } from '../../../ui/icon';
import { useConsent, useConsentStore } from '../../consent/consent-store';
import type { VenueLocation } from '../../pricing/api/get-price-list';

// Material's "Place" pin.
const PlaceIcon = createIcon(
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
);

export function osmEmbedUrl(latitude: number, longitude: number): string {
  const d = 0.006;
  const bbox = [longitude - d * 1.6, latitude - d, longitude + d * 1.6, latitude + d]
    .map((n) => n.toFixed(5))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude.toFixed(5)},${longitude.toFixed(5)}`;
}

export function VenueMap({ location }: { location: VenueLocation | undefined }) {
  const { t } = useTranslation('content');
  const isAllowed = useConsent('functional');
  const grant = useConsentStore((s) => s.grant);
  const a = location?.address;
  const address = a ? `${a.street}, ${a.postalCode} ${a.city}` : '';
  const hasGeo = location?.latitude != null && location?.longitude != null;
  return (
    <div className="co-map">
      {isAllowed && hasGeo ? (
        <iframe
          title={t('contact.map.title', { name: location!.name })}
          src={osmEmbedUrl(location!.latitude!, location!.longitude!)}
          loading="lazy"
          referrerPolicy="no-referrer"
          data-testid="osm-map"
        />
      ) : (
        <div className="co-map-placeholder" data-testid="map-placeholder">
          <PlaceIcon size="lg" className="co-map-pin" />
          {location ? (
            <Text className="co-map-name">
              {location.name}
              <br />
              {address}
            </Text>
          ) : null}
          <Text variant="body2" color="secondary" className="co-map-note">
            {t('contact.map.consent')}
          </Text>
          <div className="co-map-actions">
            {hasGeo ? (
              <Button variant="contained" onClick={() => grant('functional')} data-testid="map-consent">
                {t('contact.map.show')}
              </Button>
            ) : null}
            {address ? (
              <ButtonAnchor
                href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                color="inherit"
              >
                {t('contact.map.open')}
              </ButtonAnchor>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
