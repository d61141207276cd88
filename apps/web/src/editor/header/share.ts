import { lazy, type ComponentType } from 'react';
import type { Resume } from '@resumey/resume';

export interface ShareDialogProps {
  resume: Resume;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type ShareModule = { ShareDialog?: ComponentType<ShareDialogProps>; default?: ComponentType<ShareDialogProps> };

// The share dialog belongs to the sharing feature (apps/web/src/share). A glob finds it when it exists, and loads
// its code only when the dialog is first opened; without it the Share button is a disabled placeholder.
const modules = import.meta.glob<ShareModule>('../../share/ShareDialog.tsx');
const load = Object.values(modules)[0];

export const ShareDialog = load
  ? lazy(async () => {
      const mod = await load();
      const Component = mod.ShareDialog ?? mod.default;
      if (!Component) throw new Error('share/ShareDialog.tsx exports no ShareDialog');
      return { default: Component };
    })
  : undefined;
