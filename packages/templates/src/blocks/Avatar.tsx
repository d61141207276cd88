import { UserRound } from 'lucide-react';
import type { Profile } from '@resumey/resume';
import { initials } from './content';

/** Only image data URLs are drawn; anything else falls back like a missing photo. */
const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp);base64,/;

export interface AvatarProps {
  profile: Pick<Profile, 'fullName' | 'profileImage'>;
  /** Side in px. */
  size: number;
  shape?: 'circle' | 'rounded' | 'square';
  /** Ring, border or shadow around the photo and the fallback alike. */
  className?: string;
  /** Colours of the initials fallback. */
  fallbackClassName?: string;
}

const SHAPES = { circle: 'rounded-full', rounded: 'rounded-[18%]', square: 'rounded-none' } as const;

/** The profile photo, or the initials of the name, or a person icon when there is no name either. */
export function Avatar({
  profile,
  size,
  shape = 'circle',
  className = '',
  fallbackClassName = 'bg-(--accent-soft) text-(--accent-ink)',
}: AvatarProps) {
  const box = `${SHAPES[shape]} shrink-0 overflow-hidden ${className}`;
  const dims = { width: size, height: size };
  const image = profile.profileImage ?? '';
  if (IMAGE_DATA_URL.test(image)) {
    return <img src={image} alt={profile.fullName || 'Profile photo'} style={dims} className={`${box} object-cover`} />;
  }
  const letters = initials(profile.fullName ?? '');
  return (
    <div
      data-avatar-fallback=""
      aria-hidden="true"
      style={{ ...dims, fontSize: size * 0.36 }}
      className={`${box} ${fallbackClassName} flex items-center justify-center font-semibold leading-none tracking-wide`}
    >
      {letters || <UserRound style={{ width: size * 0.5, height: size * 0.5 }} strokeWidth={1.5} />}
    </div>
  );
}
