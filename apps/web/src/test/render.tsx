// Renders a component with the app's providers (theme, i18n in English, router, query client).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18next, i18nReady } from '../locales/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppThemeProvider } from '../theme/theme-provider';

export async function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  await i18nReady;
  await i18next.changeLanguage('en');
  // The start-up namespaces and those the layouts load for their screens (i18n.ts fallbackNS).
  await i18next.loadNamespaces(['common', 'navbar', 'home', 'account', 'dashboard', 'dashboard-more']);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AppThemeProvider>
        {/* The app's router is the declarative one (ADR 027). */}
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </AppThemeProvider>
    </QueryClientProvider>,
  );
}
