import { useEffect } from 'react';
import { call, client } from '../lib/api';
import { activateLocale, currentLocale, isInterfaceLocale, rememberOnDevice, type InterfaceLocale } from '../i18n';

/** Stores the language for the signed-in account, so the next device it signs in on starts in it. */
export const saveAccountLanguage = (language: Exclude<InterfaceLocale, 'pseudo'>) =>
  call(client.api.profile.language.$put({ json: { language } }));

/**
 * Once the user is known, the account's language replaces this device's (a choice made on another device wins,
 * since it is the newest the server knows). Nothing happens while the session is unknown or offline.
 */
export function useAccountLanguage(userId: string | null | undefined): void {
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    call(client.api.profile.$get())
      .then(({ language }) => {
        if (cancelled || !isInterfaceLocale(language) || language === currentLocale()) return;
        rememberOnDevice(language);
        return activateLocale(language);
      })
      .catch(() => {
        // Offline or refused: the device's language stays; the next sign-in tries again.
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);
}
