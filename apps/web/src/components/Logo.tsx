import { useId } from 'react';
import { APP_NAME } from '@resumey/resume';
import { cn } from '../lib/cn';

export interface LogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** The name beside the mark (default). Without it the mark alone is labelled 'Resumey' for screen readers. */
  wordmark?: boolean;
  /** 'light' for dark backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** The Resumey mark: a page with a folded corner and text lines, one of them the brand's link stroke. */
export function LogoMark({ size = 32, className, title }: { size?: number; className?: string; title?: string }) {
  const gradient = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      className={cn('shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path
        d="M10 7.5h8.2l4.8 4.8V23.5a1.5 1.5 0 0 1-1.5 1.5h-11.5A1.5 1.5 0 0 1 8.5 23.5V9A1.5 1.5 0 0 1 10 7.5z"
        fill="#fff"
      />
      <path d="M18.2 7.5v3.3a1.5 1.5 0 0 0 1.5 1.5H23z" fill="#c7d2fe" />
      <circle cx="12.6" cy="13" r="1.9" fill="#4338ca" />
      <path d="M11 17.5h9M11 20.6h6" stroke="#4338ca" strokeWidth="1.7" strokeLinecap="round" />
      <path d="M18.6 20.6h1.4" stroke="#a78bfa" strokeWidth="1.7" strokeLinecap="round" />
    </svg>
  );
}

/** Mark and wordmark, for headers and footers. Wrap it in a Link where it should lead home. */
export function Logo({ size = 32, wordmark = true, tone = 'dark', className }: LogoProps) {
  if (!wordmark) return <LogoMark size={size} className={className} title={APP_NAME} />;
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark size={size} />
      <span
        className={cn('font-bold tracking-tight', tone === 'light' ? 'text-white' : 'text-slate-900')}
        style={{ fontSize: Math.round(size * 0.62) }}
      >
        {APP_NAME}
      </span>
    </span>
  );
}
