import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Typography for the policy dialogs. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="space-y-2 text-sm leading-relaxed text-slate-700 [&_li]:ms-5 [&_li]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}

/** The day both policies took effect (25 August 2025). */
const EFFECTIVE = new Date(Date.UTC(2025, 7, 25));

/** The effective date in the interface's language; English keeps SPEC's day-month-year ('25 August 2025'). */
export function useEffectiveDate(): string {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' || i18n.locale === 'pseudo' ? 'en-GB' : i18n.locale;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    EFFECTIVE,
  );
}
