// Who has joined a come-together session, as the public /dynamic-slots page shows it: initials
// only (never names or emails), one avatar per booking, and the number of places taken.
import type { DbOrTx } from '../../db/client';
import { sessionPlayersRepository } from './session-players.repository';

export interface SessionPlayers {
  sessionId: string;
  placesTaken: number;
  players: { initials: string; places: number }[];
}

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toUpperCase();
}

export async function sessionPlayers(
  db: DbOrTx,
  organizationId: string,
  sessionIds: string[],
  now = new Date(),
): Promise<SessionPlayers[]> {
  const rows = await sessionPlayersRepository.playersOf(db, organizationId, sessionIds, now);
  return sessionIds.map((sessionId) => {
    const mine = rows.filter((r) => r.sessionId === sessionId);
    return {
      sessionId,
      placesTaken: mine.reduce((n, r) => n + r.places, 0),
      players: mine.map((r) => ({ initials: initialsOf(r.userName ?? r.guestContact?.name), places: r.places })),
    };
  });
}
