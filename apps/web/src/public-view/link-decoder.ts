import { decodeShareLinkStreaming, LINK_LIMITS, type LinkDecodeResult, type LinkLimits } from '@resumey/resume';

/**
 * The link decoder of the public page: packages/resume's codec, checked with the same shared-link schema as
 * everywhere else, within the codec's size limits. It inflates with the browser's own DecompressionStream, so the
 * page ships no inflater (decode-link.ts decides whether it runs here or in a worker).
 */
export const decodeLinkHere = (fragment: string, limits: LinkLimits = LINK_LIMITS): Promise<LinkDecodeResult> =>
  decodeShareLinkStreaming(fragment, limits);
