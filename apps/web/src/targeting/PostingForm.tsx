import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { TARGET_LIMITS, type JobTarget } from '@resumey/resume';
import { localizeMessage } from '../i18n';
import { Button } from '../components/ui/button';
import { Input, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { ApiRequestError } from '../lib/api';
import { PANEL_MESSAGES as M } from './messages';
import { targetsApi } from './targets-api';

/** Title, company and the posting's text; kept with the resume on our server only. */
export function PostingForm({ resumeId, onAdded }: { resumeId: string; onAdded: (t: JobTarget) => void }) {
  useLingui();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [company, setCompany] = useState('');
  const [posting, setPosting] = useState('');
  const add = useMutation({
    mutationFn: () => targetsApi.add(resumeId, { title, company, posting }),
    onSuccess: (target) => {
      void queryClient.invalidateQueries({ queryKey: ['targets', resumeId] });
      setTitle('');
      setCompany('');
      setPosting('');
      onAdded(target);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={M.newTarget}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="target-title">{M.jobTitle}</Label>
          <Input
            id="target-title"
            value={title}
            maxLength={TARGET_LIMITS.maxTitleChars}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="target-company">{M.company}</Label>
          <Input
            id="target-company"
            value={company}
            maxLength={TARGET_LIMITS.maxCompanyChars}
            onChange={(e) => setCompany(e.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor="target-posting">{M.posting}</Label>
        <Textarea
          id="target-posting"
          rows={8}
          value={posting}
          maxLength={TARGET_LIMITS.maxPostingChars}
          onChange={(e) => setPosting(e.target.value)}
        />
      </div>
      {add.error && (
        <p role="alert" className="text-sm text-red-700">
          {add.error instanceof ApiRequestError ? localizeMessage(add.error.message) : String(add.error)}
        </p>
      )}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? M.adding : M.add}
      </Button>
    </form>
  );
}
