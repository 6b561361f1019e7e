// Rich text of posts and events: a ProseMirror/Tiptap JSON document, cleaned on the server to an
// allow-list of nodes, marks and attributes before it is stored, and rendered to HTML here (the
// only HTML the public pages and the feed show). Links may only point to http(s) and mailto; images
// only to the venue's own media library. See docs/product.md#content.

export interface RichMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichNode[];
  marks?: RichMark[];
  text?: string;
}

export interface SanitizeOptions {
  /** Whether an image address may be shown (the venue's own /media/ URLs). */
  isAllowedImage: (src: string) => boolean;
}

const blockChildren: Record<string, readonly string[]> = {
  doc: ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote', 'horizontalRule', 'image', 'eventCard'],
  blockquote: ['paragraph', 'heading', 'bulletList', 'orderedList'],
  bulletList: ['listItem'],
  orderedList: ['listItem'],
  listItem: ['paragraph', 'bulletList', 'orderedList'],
  paragraph: ['text', 'hardBreak'],
  heading: ['text', 'hardBreak'],
};
const leafNodes = new Set(['horizontalRule', 'hardBreak', 'image', 'eventCard', 'text']);
const markTypes = new Set(['bold', 'italic', 'strike', 'code', 'link']);
const maxDepth = 12;
const maxTextLength = 100_000;

/** Whether an address may be a link: http(s) or mailto only, written plainly. */
export function isSafeLink(href: unknown): href is string {
  if (typeof href !== 'string' || href.length > 2000) return false;
  // Browsers drop control characters and whitespace inside a scheme ("java\tscript:"): refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f]/.test(href)) return false;
  return /^(https?:\/\/[^/]|mailto:[^/])/i.test(href);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function cleanMarks(marks: unknown): RichMark[] | undefined {
  if (!Array.isArray(marks)) return undefined;
  const out: RichMark[] = [];
  for (const mark of marks as unknown[]) {
    if (!mark || typeof mark !== 'object') continue;
    const { type, attrs } = mark as { type?: unknown; attrs?: Record<string, unknown> };
    if (typeof type !== 'string' || !markTypes.has(type) || out.some((m) => m.type === type)) continue;
    if (type === 'link') {
      if (!isSafeLink(attrs?.href)) continue;
      out.push({ type, attrs: { href: attrs!.href } });
    } else out.push({ type });
  }
  return out.length > 0 ? out : undefined;
}

function cleanNode(node: unknown, allowed: readonly string[], options: SanitizeOptions, depth: number): RichNode[] {
  if (!node || typeof node !== 'object' || depth > maxDepth) return [];
  const { type, attrs, content, marks, text } = node as RichNode;
  if (typeof type !== 'string' || !allowed.includes(type)) return [];
  switch (type) {
    case 'text': {
      if (typeof text !== 'string' || text.length === 0) return [];
      const cleaned = cleanMarks(marks);
      return [{ type, text: text.slice(0, maxTextLength), ...(cleaned ? { marks: cleaned } : {}) }];
    }
    case 'hardBreak':
    case 'horizontalRule':
      return [{ type }];
    case 'image': {
      const src = attrs?.src;
      if (typeof src !== 'string' || !options.isAllowedImage(src)) return [];
      const alt = typeof attrs?.alt === 'string' ? attrs.alt.slice(0, 300) : '';
      return [{ type, attrs: { src, alt } }];
    }
    case 'eventCard': {
      const eventId = attrs?.eventId;
      return typeof eventId === 'string' && uuidPattern.test(eventId) ? [{ type, attrs: { eventId } }] : [];
    }
    default: {
      const children = blockChildren[type] ?? [];
      const inner = Array.isArray(content)
        ? content.flatMap((child) => cleanNode(child, children, options, depth + 1))
        : [];
      if (leafNodes.has(type)) return [];
      const out: RichNode = { type };
      if (type === 'heading') {
        const level = Number(attrs?.level);
        out.attrs = { level: level >= 2 && level <= 4 ? level : 2 };
      }
      if (type === 'orderedList') {
        const start = Number(attrs?.start);
        out.attrs = { start: Number.isInteger(start) && start > 0 && start < 10_000 ? start : 1 };
      }
      if (inner.length > 0) out.content = inner;
      // Lists without items and list items without text carry nothing.
      if ((type === 'bulletList' || type === 'orderedList' || type === 'listItem') && inner.length === 0) return [];
      return [out];
    }
  }
}

/** The document cut down to what is allowed; anything else (scripts, styles, handlers, unknown nodes) is gone. */
export function sanitizeRichText(input: unknown, options: SanitizeOptions): RichNode {
  const content =
    input &&
    typeof input === 'object' &&
    (input as RichNode).type === 'doc' &&
    Array.isArray((input as RichNode).content)
      ? (input as RichNode).content!.flatMap((child) => cleanNode(child, blockChildren.doc!, options, 1))
      : [];
  return { type: 'doc', content };
}

export const emptyDoc = (): RichNode => ({ type: 'doc', content: [] });

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

function renderText(node: RichNode): string {
  let html = escapeHtml(node.text ?? '');
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') html = `<strong>${html}</strong>`;
    else if (mark.type === 'italic') html = `<em>${html}</em>`;
    else if (mark.type === 'strike') html = `<s>${html}</s>`;
    else if (mark.type === 'code') html = `<code>${html}</code>`;
    else if (mark.type === 'link' && isSafeLink(mark.attrs?.href))
      html = `<a href="${escapeHtml(mark.attrs.href)}" rel="noopener noreferrer nofollow">${html}</a>`;
  }
  return html;
}

export interface RenderOptions {
  /** HTML of an embedded event card; empty when the event is not public. */
  eventCard?: (eventId: string) => string;
  /** Turns a stored image address into the one to show (e.g. absolute in a feed). */
  imageSrc?: (src: string) => string;
}

/** HTML of a sanitized document (it re-checks links and escapes every text and attribute). */
export function renderRichText(node: RichNode, options: RenderOptions = {}): string {
  const inner = () => (node.content ?? []).map((child) => renderRichText(child, options)).join('');
  switch (node.type) {
    case 'doc':
      return inner();
    case 'text':
      return renderText(node);
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'heading': {
      const level = Math.min(4, Math.max(2, Number(node.attrs?.level) || 2));
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${inner()}</ul>`;
    case 'orderedList': {
      const start = Number(node.attrs?.start) || 1;
      return start === 1 ? `<ol>${inner()}</ol>` : `<ol start="${start}">${inner()}</ol>`;
    }
    case 'listItem':
      return `<li>${inner()}</li>`;
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    case 'image': {
      const src = String(node.attrs?.src ?? '');
      const shown = options.imageSrc ? options.imageSrc(src) : src;
      return `<img src="${escapeHtml(shown)}" alt="${escapeHtml(String(node.attrs?.alt ?? ''))}" loading="lazy">`;
    }
    case 'eventCard':
      return options.eventCard ? options.eventCard(String(node.attrs?.eventId ?? '')) : '';
    default:
      return '';
  }
}

/** The document's words, for search, teasers and reading time. */
export function richPlainText(node: RichNode): string {
  if (node.type === 'text') return node.text ?? '';
  const parts = (node.content ?? []).map(richPlainText);
  return node.type === 'doc' || node.type === 'listItem' || node.type === 'bulletList' || node.type === 'orderedList'
    ? parts.join('\n')
    : parts.join('');
}

/** Minutes to read at about 200 words a minute, at least one. */
export function readingMinutes(node: RichNode): number {
  const words = richPlainText(node).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** Image addresses a document uses (for the media library's usage tracking). */
export function richImageSources(node: RichNode): string[] {
  if (node.type === 'image' && typeof node.attrs?.src === 'string') return [node.attrs.src];
  return (node.content ?? []).flatMap(richImageSources);
}

/** A URL slug from a title: lower case ASCII words joined by dashes (umlauts spelled out). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
