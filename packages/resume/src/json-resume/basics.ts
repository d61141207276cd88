import { newId } from '../defaults';
import type { Json } from '../restore';
import type { Kept, Resume } from '../schema';
import { joinLocation, sameParts, splitLocation } from './forms';
import { list, MAX, obj, str } from './read';

// JSON Resume's basics -> the profile, its web profiles and links (import.ts), and the profile entry export writes.

const DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/;

type Profile = { network: string; username: string; url: string };

/** How import.ts reads text (markup restored) and addresses (as typed) for the resume. */
interface Readers {
  prose: (v: unknown) => string;
  url: (v: unknown) => string;
}

/** Fills the resume's profile, summary and links from `basics`; what the resume cannot hold goes into `kept`. */
export function readBasics(basics: Json, resume: Resume, kept: Kept, { prose, url }: Readers) {
  const p = resume.profile;
  p.fullName = str(basics.name, 200);
  p.headline = str(basics.label, 300);
  p.email = str(basics.email, 320);
  p.phone = str(basics.phone, 100);
  p.website = url(basics.url ?? basics.website);
  const image = str(basics.image ?? basics.picture, 3_000_000);
  if (DATA_URL.test(image)) p.profileImage = image;
  else if (image.trim()) kept.imageUrl = image.slice(0, MAX.url);
  resume.summary = prose(basics.summary);

  if (typeof basics.location === 'string') p.location = str(basics.location, 200);
  else {
    const loc = obj(basics.location);
    p.address = str(loc.address, 300);
    p.postalCode = str(loc.postalCode, 50);
    const parts = { city: str(loc.city, 200), region: str(loc.region, 200), countryCode: str(loc.countryCode, 100) };
    p.location = joinLocation(parts).slice(0, 200);
    if (!sameParts(splitLocation(p.location), parts)) kept.location = { shown: p.location, ...parts };
  }

  // LinkedIn and GitHub fill the profile's own fields (the templates give them their icons); a bare username becomes
  // the usual profile address. Other networks become links. Order and exact entries are kept when the default
  // export would differ.
  const order: Array<'linkedin' | 'github' | 'link'> = [];
  const own: { linkedin?: Profile; github?: Profile } = {};
  const written: Partial<Record<'linkedin' | 'github', string>> = {};
  for (const entry of list(basics.profiles)) {
    const o = obj(entry);
    const profile = { network: str(o.network, 100), username: str(o.username, 100), url: url(o.url) };
    const slot = /linkedin/i.test(profile.network) ? 'linkedin' : /github/i.test(profile.network) ? 'github' : 'link';
    const href = profile.url || (profile.username.trim() && slot !== 'link' ? profileUrl(slot, profile.username) : '');
    if (slot !== 'link' && href && !own[slot]) {
      own[slot] = profile;
      p[slot] = href;
      written[slot] = str(o.url, MAX.url) || href;
      order.push(slot);
    } else {
      resume.links.push({ id: newId(), label: profile.network, url: profile.url, username: profile.username });
      order.push('link');
    }
  }
  const defaultOrder = [
    ...(['linkedin', 'github'] as const).filter((s) => own[s]),
    ...order.filter((s) => s === 'link'),
  ];
  // Compared with what our export would write for the address as it is in the file (before urls as typed).
  const exact = (slot: 'linkedin' | 'github') =>
    !own[slot] || sameParts({ ...own[slot], url: written[slot] }, defaultProfile(slot, written[slot]!));
  if (order.join() !== defaultOrder.join() || !exact('linkedin') || !exact('github')) {
    const keep = (slot: 'linkedin' | 'github') =>
      own[slot] && !exact(slot) ? { [slot]: { shown: p[slot], ...own[slot] } } : {};
    kept.profiles = { order, ...keep('linkedin'), ...keep('github') };
  }
}

/** The address of a LinkedIn or GitHub username. */
export const profileUrl = (slot: 'linkedin' | 'github', username: string) =>
  slot === 'linkedin' ? `https://www.linkedin.com/in/${username.trim()}` : `https://github.com/${username.trim()}`;

/** The LinkedIn/GitHub profile entry export writes for a url when nothing exact was kept. */
export function defaultProfile(slot: 'linkedin' | 'github', url: string): Profile {
  const username =
    url
      .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
      .replace(/[?#].*$/, '')
      .split('/')
      .filter(Boolean)
      .slice(1)
      .pop() ?? '';
  return { network: slot === 'linkedin' ? 'LinkedIn' : 'GitHub', username, url };
}
