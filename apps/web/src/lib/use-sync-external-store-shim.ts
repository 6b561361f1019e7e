// react-i18next imports useSyncExternalStore from 'use-sync-external-store/shim', a fallback for
// React < 18 that every visitor would download; with React 19 it is React's own hook
// (vite.config.ts aliases the shim here).
export { useSyncExternalStore } from 'react';
