import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './auth/auth-provider';
import { LoadingScreen } from './components/loading-screen/loading-screen';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes/sections';
import { currentOrganizationQuery } from './sections/organization/api/get-current-organization';

// Every page's header shows the venue: ask for it while the first screen's code still loads.
if (typeof window !== 'undefined') void queryClient.prefetchQuery(currentOrganizationQuery());

// No MUI theme here: the public pages use the light layer (ui/), styled by CSS variables that
// theme/settings-sync.ts keeps in step with the display settings; MUI screens (dashboard, sign-in,
// dialogs) bring their theme with their route or dialog (theme/theme-provider.tsx).
// The router is react-router's declarative one (ADR 027); its navigations are transitions.
export function App({ hydrated }: { hydrated?: ReactNode }) {
  return (
    <AppProviders client={queryClient} hydrated={hydrated}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * Everything around the router; the server's first paint (entry-server.tsx) renders the same.
 * `hydrated` (no markup) sits inside the boundary, so its effects run once the page is taken over.
 */
export function AppProviders({
  client,
  children,
  hydrated,
}: {
  client: QueryClient;
  children: ReactNode;
  hydrated?: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      {/* Translations load per language, and the first screen's code; until they arrive the branded loader shows. */}
      <AuthProvider>
        <Suspense fallback={<LoadingScreen />}>
          {children}
          {hydrated}
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
