import { Eye, Link2, UserCheck } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

const line = 'h-2 rounded-full bg-slate-200';

/** The sample resume's skills: our own illustration's text, so shown in the page's language. */
const SKILLS = [msg`Design systems`, msg`User research`, msg`Prototyping`, msg`Accessibility`];
const VIEWS = 24;

/** A shared resume as a recruiter sees it: the link, the page, and that nobody had to sign in. Decorative. */
export function HeroIllustration() {
  const { i18n } = useLingui();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-6 -z-0 rounded-[2rem] bg-gradient-to-br from-indigo-200/60 via-violet-200/40 to-transparent blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-indigo-900/10">
        <div className="flex items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-rose-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="ms-2 flex min-w-0 flex-1 items-center gap-1.5 rounded-md bg-white px-2.5 py-1 text-[11px] text-slate-500 ring-1 ring-slate-200">
            <Link2 className="size-3 shrink-0 text-indigo-600" />
            <span className="truncate">resumey.app/u/alex-morgan/product-designer</span>
          </span>
        </div>
        <div className="p-5 sm:p-7">
          <div className="flex items-center gap-4">
            <div className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-lg font-semibold text-white">
              AM
            </div>
            <div className="min-w-0">
              <p className="text-lg font-bold text-slate-900">Alex Morgan</p>
              <p className="text-sm font-medium text-indigo-700">
                <Trans>Senior Product Designer</Trans>
              </p>
              <p className="mt-0.5 text-xs text-slate-500">Berlin · alex@morgan.design</p>
            </div>
          </div>
          <div className="mt-6 space-y-2">
            <p className="text-[11px] font-semibold uppercase tracking-wider text-slate-500">
              <Trans>Experience</Trans>
            </p>
            <div className="flex items-center justify-between gap-3">
              <div className="h-2.5 w-2/5 rounded-full bg-slate-300" />
              <div className="h-2 w-16 rounded-full bg-slate-200" />
            </div>
            <div className={`${line} w-full`} />
            <div className={`${line} w-11/12`} />
            <div className={`${line} w-3/4`} />
            <div className="flex items-center justify-between gap-3 pt-2">
              <div className="h-2.5 w-1/3 rounded-full bg-slate-300" />
              <div className="h-2 w-16 rounded-full bg-slate-200" />
            </div>
            <div className={`${line} w-full`} />
            <div className={`${line} w-5/6`} />
          </div>
          <div className="mt-6">
            <p className="text-[11px] font-semibold uppercase tracking-wider text-slate-500">
              <Trans>Skills</Trans>
            </p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              {['Figma', ...SKILLS.map((skill) => i18n._(skill))].map((skill) => (
                <span
                  key={skill}
                  className="rounded-full bg-indigo-50 px-2.5 py-1 text-[11px] font-medium text-indigo-700"
                >
                  {skill}
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
      <div className="absolute -top-4 end-3 sm:top-16 flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-xs font-medium text-slate-700 shadow-lg sm:-end-6">
        <span className="flex size-6 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <UserCheck className="size-3.5" />
        </span>
        <Trans>No login needed</Trans>
      </div>
      <div className="absolute -bottom-4 start-2 flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-xs font-medium text-slate-700 shadow-lg sm:-start-6">
        <span className="flex size-6 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
          <Eye className="size-3.5" />
        </span>
        <Plural value={VIEWS} one="Viewed # time this week" other="Viewed # times this week" />
      </div>
    </div>
  );
}
