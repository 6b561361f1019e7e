import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './ui/light.css';
import './locales/i18n';
import { App } from './app';
import { FirstPaintDone, prepareFirstRender } from './routes/first-render';
import { readFirstPaint, setServerCompact } from './lib/first-paint';
import { registerServiceWorker } from './lib/service-worker';
import { startSettingsSync } from './theme/settings-sync';
import { startWebFont } from './theme/web-font';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Colours, colour scheme and text direction on <html> before the first paint.
startSettingsSync();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page the server rendered (entry-server.tsx): React takes over its HTML (hydration) once the
// page's data, texts and route code are here; until then #root is inert, so a tap cannot get lost.
// (Hydrating inside startTransition was measured too: no gain on /booking's blocking time.)
const firstPaint = readFirstPaint();
if (firstPaint) {
  setServerCompact(firstPaint.compact);
  const hydrate = () => {
    const hydrated = <FirstPaintDone container={container} />;
    hydrateRoot(
      container,
      <StrictMode>
        <App hydrated={hydrated} />
      </StrictMode>,
      {
        // A page that differs from the server's (other display settings, a cart) is drawn anew.
        onRecoverableError: (error) => console.info('redrawn', error),
      },
    );
    startWebFont();
  };
  void prepareFirstRender(firstPaint.state).then(hydrate, hydrate);
} else {
  createRoot(container).render(app);
  startWebFont();
}

registerServiceWorker();
