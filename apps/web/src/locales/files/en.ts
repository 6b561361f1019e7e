// The en texts' files, one lazy chunk per namespace; i18n.ts loads this list only while en is shown.
export default import.meta.glob<{ default: Record<string, unknown> }>('../en/*.json');
