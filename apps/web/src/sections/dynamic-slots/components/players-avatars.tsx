import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionPlayers } from '../api/get-sessions';

// Dark enough for white initials at 4.5:1.
const colors = ['#077A6E', '#7635DC', '#2065D1', '#8A4A0F', '#B71833', '#065E49'];

/** docs/product.md#money: an avatar group of at most 4, plus how many places are taken in total. */
export function PlayersAvatars({ players, capacity }: { players: SessionPlayers | undefined; capacity: number }) {
  const { t } = useTranslation('events');
  const taken = players?.placesTaken ?? 0;
  const people = players?.players ?? [];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }} data-testid="session-players">
      {people.length ? (
        <AvatarGroup
          max={4}
          total={people.length}
          aria-hidden
          sx={{
            '& .MuiAvatar-root': {
              width: 32,
              height: 32,
              fontSize: 13,
              fontWeight: 700,
              bgcolor: 'grey.700',
              color: 'common.white',
            },
          }}
        >
          {people.map((p, i) => (
            <Avatar key={`${p.initials}-${i}`} style={{ backgroundColor: colors[i % colors.length] }}>
              {p.initials}
            </Avatar>
          ))}
        </AvatarGroup>
      ) : null}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('sessions.joined', { count: taken, capacity })}
      </Typography>
    </Stack>
  );
}
