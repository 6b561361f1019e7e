import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './ui/light.css';
import './locales/i18n';
import { App } from './app';
import { registerServiceWorker } from './lib/service-worker';
import { startSettingsSync } from './theme/settings-sync';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Colours, colour scheme and text direction on <html> before the first paint.
startSettingsSync();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
