// The zh texts' files, one lazy chunk per namespace; i18n.ts loads this list only while zh is shown.
export default import.meta.glob<{ default: Record<string, unknown> }>('../zh/*.json');
