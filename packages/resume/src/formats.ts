/** The string formats the resume schemas check. */

/** 'YYYY-MM' or empty. */
export const MONTH_RE = /^(\d{4}-(0[1-9]|1[0-2]))?$/;
/** A date of a resume entry: 'YYYY-MM' (what month pickers write), 'YYYY' or 'YYYY-MM-DD' (imported), or empty. */
export const DATE_RE = /^(\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?)?$/;
export const HEX_COLOR_RE = /^#[0-9a-fA-F]{6}$/;
/** A JPEG, PNG or WebP image as a base64 data URL. */
export const IMAGE_DATA_URL_RE = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/;

/** The shared-link schema's URL check: parses, and has a host (or is mailto:). */
export const isValidUrl = (v: string): boolean => {
  try {
    const u = new URL(v);
    return (u.protocol.length > 1 && u.host !== '') || u.protocol === 'mailto:';
  } catch {
    return false;
  }
};
