import { t } from '@lingui/core/macro';
import { toast } from 'sonner';

/** The old way, for where the Clipboard API is unavailable (plain http, older browsers). */
function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text and says so in a toast (`what`: the thing copied, already in the interface's language). */
export async function copyText(text: string, what?: string): Promise<boolean> {
  const ok = await (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))).then(
    () => true,
    () => copyWithTextArea(text),
  );
  if (ok) toast.success(what ? t`${what} copied` : t`Link copied`);
  else toast.error(t`Could not copy`, { description: t`Select the link and copy it yourself.` });
  return ok;
}
