import './styles/tokens.css';
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { i18n, initI18n, resolveInitialLanguage } from '@/lib/i18n/index.ts';
import { keepServerCleanHtml } from '@/lib/ssr/server-clean-html.ts';
import { takeServerState } from '@/lib/ssr/server-state.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shell catalogue of the first-guess language loads before the first render, so the
// loader and the boot error screen already speak the visitor's language.
void initI18n(resolveInitialLanguage()).finally(async () => {
  const queryClient = createQueryClient();
  // A public page comes rendered by the server with the data it used: the app takes over that
  // markup (hydration) instead of drawing it again, and asks the API nothing it already has.
  const serverState = takeServerState();
  if (serverState) {
    // and with the words it used, already preloaded: a part of the page that waited for its
    // catalogue would stay server markup, and the first update to reach it would put the whole
    // page behind the boot loader (the navbar, the page, the router's own listener)
    await i18n.loadNamespaces(serverState.namespaces);
    hydrate(queryClient, serverState.queries);
    keepServerCleanHtml(serverState.cleanHtml);
  }
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
