// The ar texts' files, one lazy chunk per namespace; i18n.ts loads this list only while ar is shown.
export default import.meta.glob<{ default: Record<string, unknown> }>('../ar/*.json');
