export {
  decodeShareLink,
  decodeShareLinkStreaming,
  decodeShareLinkWith,
  encodeShareLink,
  prepareForShare,
  shareLinkIssues,
  LINK_LIMITS,
  RESUME_JSON_LIMITS,
  SHARE_LINK_PREFIX,
  SHARE_PHOTO,
  type LinkDecodeResult,
  type LinkLimit,
  type LinkLimits,
  type ShareLinkOptions,
  type SharePhotoEncoder,
} from './share-link';
export { JsonBudget, parseJsonWithin, type JsonLimit, type JsonLimits, type JsonRead } from './json-budget';
export { toBase64, toBase64Url, fromBase64 } from './base64';
