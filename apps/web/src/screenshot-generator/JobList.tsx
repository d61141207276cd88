import { CheckCircle2, CircleDashed, Download, Loader2, XCircle } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatFileSize, type JobStatus, type TemplateJob } from './job';

const STATUS: Record<JobStatus, { label: MessageDescriptor; className: string; Icon: typeof CheckCircle2 }> = {
  pending: { label: msg`Pending`, className: 'bg-slate-100 text-slate-700', Icon: CircleDashed },
  processing: { label: msg`Processing`, className: 'bg-blue-50 text-blue-800', Icon: Loader2 },
  completed: { label: msg`Completed`, className: 'bg-emerald-50 text-emerald-800', Icon: CheckCircle2 },
  failed: { label: msg`Failed`, className: 'bg-red-50 text-red-800', Icon: XCircle },
};

/** One row a template: status, file name, size, template id and error. */
export function JobList({ jobs, names }: { jobs: TemplateJob[]; names: Record<string, string> }) {
  const { i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[640px] text-start text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Template</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>File name</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>File size</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Error</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => {
            const { label, className, Icon } = STATUS[job.status];
            return (
              <tr key={job.templateId} data-template-id={job.templateId} data-status={job.status}>
                <td className="px-3 py-2">
                  <div className="font-medium text-slate-900">{names[job.templateId]}</div>
                  <div className="font-mono text-xs text-slate-500">{job.templateId}</div>
                </td>
                <td className="px-3 py-2">
                  <span
                    className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${className}`}
                  >
                    <Icon
                      aria-hidden="true"
                      className={`size-3.5 ${job.status === 'processing' ? 'animate-spin' : ''}`}
                    />
                    {i18n._(label)}
                  </span>
                </td>
                <td className="px-3 py-2 font-mono text-xs text-slate-700">
                  {job.filename ? (
                    <a
                      href={job.downloadPath}
                      download={job.filename}
                      className="inline-flex items-center gap-1 text-brand hover:underline"
                    >
                      <Download aria-hidden="true" className="size-3.5" />
                      {job.filename}
                    </a>
                  ) : (
                    <span className="text-slate-400">—</span>
                  )}
                </td>
                <td className="px-3 py-2 text-slate-700 tabular-nums">
                  {job.fileSize ? formatFileSize(job.fileSize) : '—'}
                </td>
                <td className="px-3 py-2 text-red-700">{job.error}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
