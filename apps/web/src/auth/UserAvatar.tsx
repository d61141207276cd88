import { useState } from 'react';
import { cn } from '../lib/cn';

export interface AvatarUser {
  name?: string | null;
  email: string;
  /** The provider's profile picture, if it gave one. */
  image?: string | null;
}

/** The name people see: the display name, or the e-mail address when there is none (SPEC.md section 2). */
export const displayName = (user: AvatarUser) => user.name?.trim() || user.email;

/** Up to two letters: first and last word of the name, else the start of the e-mail address. */
export function initialsOf(user: AvatarUser): string {
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2 ? [words[0]!, words[words.length - 1]!].map((w) => [...w][0]) : [...(words[0] ?? user.email)];
  return (
    letters
      .slice(0, words.length >= 2 ? 2 : 1)
      .join('')
      .toUpperCase() || '?'
  );
}

// Backgrounds with white text at a contrast ratio above 4.5:1.
const PALETTE = ['#4338ca', '#6d28d9', '#047857', '#b91c1c', '#c2410c', '#0e7490', '#4f46e5', '#374151'];

/** The same person always gets the same colour (a small string hash of the e-mail). */
function colourFor(key: string) {
  let h = 0;
  for (const ch of key.toLowerCase()) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/**
 * A round avatar: the provider's picture, or initials drawn here. No external avatar service is asked: it would
 * learn the e-mail address (or its hash) of everyone who opens the dashboard.
 */
export function UserAvatar({
  user,
  size = 32,
  className,
  label,
}: {
  user: AvatarUser;
  /** Diameter in px. */
  size?: number;
  className?: string;
  /** Accessible name; leave it out when the name is written next to the avatar (it is then decorative). */
  label?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = user.image && /^(https:|data:image\/)/i.test(user.image) && failedSrc !== user.image ? user.image : null;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const box = { width: size, height: size };
  if (src) {
    return (
      <span
        {...a11y}
        className={cn('inline-block shrink-0 overflow-hidden rounded-full bg-slate-100', className)}
        style={box}
      >
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  return (
    <span
      {...a11y}
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white',
        className,
      )}
      style={{ ...box, backgroundColor: colourFor(user.email), fontSize: Math.max(10, Math.round(size * 0.4)) }}
    >
      {initialsOf(user)}
    </span>
  );
}
