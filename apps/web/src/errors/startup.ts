/**
 * The start-up screen ('Something went wrong' / 'Please refresh the page or try again later.') is drawn by
 * public/startup-guard.js, a tiny classic script loaded before the app: it must work when the app's own code
 * failed to download or threw before React mounted. The app tells it once it has mounted.
 */
declare global {
  interface Window {
    __resumeyMounted?: () => void;
  }
}

export function markAppMounted() {
  window.__resumeyMounted?.();
}
