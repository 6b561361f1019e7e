import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from './auth/auth-provider';
import { LoadingScreen } from './components/loading-screen/loading-screen';
import { queryClient } from './lib/query-client';
import { createRouter } from './routes/sections';
import { currentOrganizationQuery } from './sections/organization/api/get-current-organization';

// Every page's header shows the venue: ask for it while the first screen's code still loads.
void queryClient.prefetchQuery(currentOrganizationQuery());

// No MUI theme here: the public pages use the light layer (ui/), styled by CSS variables that
// theme/settings-sync.ts keeps in step with the display settings; MUI screens (dashboard, sign-in,
// dialogs) bring their theme with their route or dialog (theme/theme-provider.tsx).
export function App() {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Translations load per language; until they arrive the branded loader shows. */}
      <AuthProvider>
        <Suspense fallback={<LoadingScreen />}>
          <RouterProvider router={router} />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
