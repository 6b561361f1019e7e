// Text stored per language code, read in the visitor's language with the fallback of
// docs/product/content.md#news-posts: the asked language, else the venue's, else any present.

export type Translated = Record<string, string>;

/** The text in `lang`, else in `fallback` (the venue's language), else any; with the language it is in. */
export function pickTranslation(value: Translated, lang: string, fallback: string): { text: string; lang: string } {
  if (value[lang]) return { text: value[lang], lang };
  if (value[fallback]) return { text: value[fallback], lang: fallback };
  const first = Object.entries(value).find(([, text]) => text);
  return first ? { text: first[1], lang: first[0] } : { text: '', lang: fallback };
}

/** Trims every language's text and drops the empty ones. */
export function cleanTranslated(value: Translated): Translated {
  return Object.fromEntries(
    Object.entries(value)
      .map(([lang, text]) => [lang, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}
