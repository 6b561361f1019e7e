// The tr texts' files, one lazy chunk per namespace; i18n.ts loads this list only while tr is shown.
export default import.meta.glob<{ default: Record<string, unknown> }>('../tr/*.json');
