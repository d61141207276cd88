export {
  decodeShareLink,
  decodeShareLinkWith,
  encodeShareLink,
  prepareForShare,
  shareLinkIssues,
  SHARE_LINK_PREFIX,
  SHARE_PHOTO,
  type ShareLinkOptions,
  type SharedResumeCheck,
  type SharePhotoEncoder,
} from './share-link';
export { toBase64, toBase64Url, fromBase64 } from './base64';
