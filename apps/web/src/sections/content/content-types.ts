// The shape of a content page in the `content` namespace: every page of the public site is data
// in de and en (locales/*/content.json), rendered by ContentPage.
export interface ContentSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export interface ContentHighlight {
  title: string;
  text: string;
}

export interface FaqGroup {
  title: string;
  items: { q: string; a: string }[];
}
