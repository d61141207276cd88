import { cn } from '../lib/cn';

export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  tone = 'dark',
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  tone?: 'dark' | 'light';
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={cn(
          'text-sm font-semibold uppercase tracking-wider',
          tone === 'light' ? 'text-indigo-200' : 'text-indigo-700',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 text-3xl font-bold tracking-tight sm:text-4xl',
          tone === 'light' ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {text ? (
        <p className={cn('mt-4 text-lg', tone === 'light' ? 'text-indigo-100' : 'text-slate-600')}>{text}</p>
      ) : null}
    </div>
  );
}
