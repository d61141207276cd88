import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { AuthProvider, useAuth } from '../auth/AuthProvider';
import { directionOf, i18n, type InterfaceLocale } from '../i18n';
import { useAccountLanguage } from '../language';
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
          <LocalizedToaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** The signed-in account's interface language replaces the device's (language/account-language.ts). */
function AccountLanguage() {
  const { user, offline } = useAuth();
  useAccountLanguage(offline ? null : user?.id);
  return null;
}

/** Toasts sit in the top corner at the reading end (top-left in Arabic) and read in the interface's direction. */
function LocalizedToaster() {
  const { t, i18n: active } = useLingui();
  const dir = directionOf(active.locale as InterfaceLocale);
  return (
    <Toaster
      richColors
      closeButton
      dir={dir}
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
