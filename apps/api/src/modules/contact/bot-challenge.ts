// Server-side check of the contact form's bot challenge (Cloudflare Turnstile's siteverify API).
// Only used when BOT_CHALLENGE_SITE_KEY and BOT_CHALLENGE_SECRET are configured.
import { AppError } from '../../lib/app-error';

export interface BotChallengeConfig {
  secret: string;
  verifyUrl: string;
}

/** Throws BAD_REQUEST when the token is missing or refused, UNAVAILABLE when the check cannot run. */
export async function verifyBotChallenge(
  config: BotChallengeConfig,
  token: string | undefined,
  remoteIp: string,
): Promise<void> {
  if (!token) throw new AppError('BAD_REQUEST', 'Please complete the check that you are not a robot');
  let answer: { success?: unknown; 'error-codes'?: unknown };
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(8_000),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    // The message is kept: the sender can try again (nothing is stored before the check passes).
    throw new AppError('UNAVAILABLE', 'The robot check could not be reached; please try again in a moment');
  }
  if (answer.success !== true) throw new AppError('BAD_REQUEST', 'The robot check failed; please try again');
}
