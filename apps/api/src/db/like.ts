// Patterns for LIKE / ILIKE from what a person typed: their %, _ and \ match themselves (the
// default escape character of PostgreSQL's LIKE is the backslash).
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** Matches any text that contains `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
