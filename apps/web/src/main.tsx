import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { createAppRouter } from '@/app/router/create-app-router.ts';
import { initI18n, resolveInitialLanguage } from '@/lib/i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shell catalogue of the first-guess language loads before the first render, so the
// loader and the boot error screen already speak the visitor's language.
void initI18n(resolveInitialLanguage()).finally(() => {
  const queryClient = createQueryClient();
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={createAppRouter(queryClient)} />
    </StrictMode>,
  );
});
