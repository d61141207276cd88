import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { I18nProvider } from '@lingui/react';
import { AuthProvider, useAuth } from '../auth/AuthProvider';
import { i18n, useAccountLanguage } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AccountLanguage />
          <RouterProvider router={router} />
          <Toaster richColors closeButton position="top-right" />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** The signed-in account's interface language replaces the device's (i18n/account-language.ts). */
function AccountLanguage() {
  const { user, offline } = useAuth();
  useAccountLanguage(offline ? null : user?.id);
  return null;
}
