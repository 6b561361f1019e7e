import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from './auth/auth-provider';
import { LoadingScreen } from './components/loading-screen/loading-screen';
import { queryClient } from './lib/query-client';
import { createRouter } from './routes/sections';
import { currentOrganizationQuery } from './sections/organization/api/get-current-organization';
import { AppThemeProvider } from './theme/theme-provider';

// Every page's header shows the venue: ask for it while the first screen's code still loads.
void queryClient.prefetchQuery(currentOrganizationQuery());

export function App() {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {/* Translations load per language; until they arrive the branded loader shows. */}
        <AuthProvider>
          <Suspense fallback={<LoadingScreen />}>
            <RouterProvider router={router} />
          </Suspense>
        </AuthProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
