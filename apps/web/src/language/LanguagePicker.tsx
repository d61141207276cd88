import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { cn } from '../lib/cn';
import { saveAccountLanguage } from './account-language';
import { activateLocale, INTERFACE_LOCALES, isInterfaceLocale, nativeName, rememberOnDevice } from '../i18n';

/**
 * The interface language: each language listed by its own name, so a person finds theirs whatever the page is in.
 * The choice is kept on this device and, when signed in, for the account.
 */
export function LanguagePicker({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const choose = async (value: string) => {
    if (!isInterfaceLocale(value) || value === 'pseudo') return;
    rememberOnDevice(value);
    await activateLocale(value);
    if (signedIn) await saveAccountLanguage(value).catch(() => undefined);
  };
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <label htmlFor={id} className="sr-only">
        {t`Interface language`}
      </label>
      <Languages aria-hidden className="size-4 text-muted-foreground" />
      <select
        id={id}
        value={i18n.locale}
        onChange={(e) => void choose(e.target.value)}
        className="h-8 rounded-md border border-input bg-background ps-2 pe-1 text-sm"
      >
        {i18n.locale === 'pseudo' && <option value="pseudo">{nativeName('pseudo')}</option>}
        {INTERFACE_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeName(locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
