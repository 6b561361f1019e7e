import { useTranslation } from 'react-i18next';
import { Text } from '../../../ui';
import type { SessionPlayers } from '../api/get-sessions';

// Dark enough for white initials at 4.5:1.
const colors = ['#077A6E', '#7635DC', '#2065D1', '#8A4A0F', '#B71833', '#065E49'];
const MAX = 4;

/** docs/product.md#money: the first players' initials (at most 4, then "+n"), and how many places are taken. */
export function PlayersAvatars({ players, capacity }: { players: SessionPlayers | undefined; capacity: number }) {
  const { t } = useTranslation('events');
  const taken = players?.placesTaken ?? 0;
  const people = players?.players ?? [];
  const shown = people.length > MAX ? people.slice(0, MAX - 1) : people;
  return (
    <div className="ds-players" data-testid="session-players">
      {people.length ? (
        <span className="ds-avatars" aria-hidden>
          {shown.map((p, i) => (
            <span
              key={`${p.initials}-${i}`}
              className="ds-avatar"
              style={{ backgroundColor: colors[i % colors.length] }}
            >
              {p.initials}
            </span>
          ))}
          {people.length > shown.length ? (
            <span className="ds-avatar ds-avatar-more">+{people.length - shown.length}</span>
          ) : null}
        </span>
      ) : null}
      <Text variant="body2" color="secondary" as="span">
        {t('sessions.joined', { count: taken, capacity })}
      </Text>
    </div>
  );
}
