import type { ReactNode } from 'react';

/** Typography for the policy dialogs. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="space-y-2 text-sm leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}

export const EFFECTIVE_DATE = '25 August 2025';
