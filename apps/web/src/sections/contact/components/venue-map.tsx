// The map on /kontakt: a static placeholder with the address until the visitor allows functional
// cookies; only then the OpenStreetMap embed loads (no third-party request without consent).
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { useConsent, useConsentStore } from '../../consent/consent-store';
import type { VenueLocation } from '../../pricing/api/get-price-list';

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
    <Box
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        aspectRatio: { xs: '4 / 3', md: '16 / 10' },
        position: 'relative',
        bgcolor: 'action.hover',
      }}
    >
      {isAllowed && hasGeo ? (
        <Box
          component="iframe"
          title={t('contact.map.title', { name: location!.name })}
          src={osmEmbedUrl(location!.latitude!, location!.longitude!)}
          loading="lazy"
          referrerPolicy="no-referrer"
          data-testid="osm-map"
          sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      ) : (
        <Stack
          data-testid="map-placeholder"
          sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3, gap: 1.5 }}
        >
          <PlaceIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
          {location ? (
            <Typography sx={{ fontWeight: 600 }}>
              {location.name}
              <br />
              {address}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 380 }}>
            {t('contact.map.consent')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            {hasGeo ? (
              <Button variant="contained" onClick={() => grant('functional')} data-testid="map-consent">
                {t('contact.map.show')}
              </Button>
            ) : null}
            {address ? (
              <Button
                component={Link}
                href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                color="inherit"
              >
                {t('contact.map.open')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
