// A catalog imported by the app, compiled to a module by @lingui/vite-plugin (build-plugins.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
