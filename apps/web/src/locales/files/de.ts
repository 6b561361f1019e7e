// The de texts' files, one lazy chunk per namespace; i18n.ts loads this list only while de is shown.
export default import.meta.glob<{ default: Record<string, unknown> }>('../de/*.json');
