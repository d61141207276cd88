import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function Loading({ label = 'Loading resume...' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner label={label} />
    </div>
  );
}

export function ResumeNotFound() {
  useDocumentTitle(`${MESSAGES.resumeNotFoundTitle} - Resumey`);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 px-6 text-center">
      <FileQuestion aria-hidden="true" className="size-12 text-slate-400" />
      <h1 className="text-2xl font-semibold text-slate-900">{MESSAGES.resumeNotFoundTitle}</h1>
      <p className="max-w-md text-slate-600">{MESSAGES.resumeNotFoundDescription}</p>
      <Button asChild className="mt-2">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </main>
  );
}
