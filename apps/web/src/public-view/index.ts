// What the rest of the app uses of the public view: reading a shared link (the editor imports from one).
export { decodeLink } from './decode-link';
