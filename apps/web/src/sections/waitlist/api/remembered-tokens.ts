// The waitlist entries joined in this browser (their link tokens), kept apart from the waitlist's
// API so the booking page can ask whether there are any without loading the join form.
const TOKENS_KEY = 'courtside.waitlist.tokens';

/** Links of the entries joined in this browser, so the booking page can point back at them. */
export function rememberToken(token: string): void {
  try {
    const list = JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '[]') as string[];
    localStorage.setItem(TOKENS_KEY, JSON.stringify([token, ...list.filter((t) => t !== token)].slice(0, 20)));
  } catch {
    // Private mode: the mail still carries the link.
  }
}

/** The links remembered in this browser (newest first). */
export function rememberedTokens(): string[] {
  try {
    return JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}
