// The fr texts' files, one lazy chunk per namespace; i18n.ts loads this list only while fr is shown.
export default import.meta.glob<{ default: Record<string, unknown> }>('../fr/*.json');
