import { useId } from 'react';
import { toast } from 'sonner';
import { CheckCircle2, Copy } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import type { CreatedApiKey } from './api';
import { API_KEYS_TEXT as T, createdText } from './messages';

/** The key, shown this once: copy it, then it is gone from the screen (the server keeps only its hash). */
export function NewApiKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  useLingui(); // re-renders in a new language: the texts below are read at render
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  };
  return (
    <div className="mt-3 space-y-3">
      <p className="flex items-start gap-2 text-sm font-medium text-emerald-700">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {createdText(created.apiKey.name)}
      </p>
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{T.showOnce}</div>
      <div className="space-y-2">
        <Label htmlFor={id} className="block">
          {T.keyLabel}
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            readOnly
            value={created.key}
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono sm:flex-1 text-sm text-slate-900"
            spellCheck={false}
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {T.copy}
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>{T.done}</Button>
      </div>
    </div>
  );
}
