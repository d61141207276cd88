import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ResumeDocument } from '@resumey/templates';
import '@resumey/templates/fonts.css';
import { snapshotResume } from './snapshot-resume';

/**
 * One template drawn full-page with a sample resume, for preview images and visual checks:
 * /screenshot-generator/snapshot?template=t01-classic&sample=designer (see snapshotResume for more).
 */
export default function TemplateSnapshotPage() {
  const [params] = useSearchParams();
  const resume = useMemo(() => snapshotResume(params), [params]);
  const templateId = resume.meta.templateId;
  return (
    <div className="min-h-screen bg-white">
      <ResumeDocument
        resume={resume}
        notFound={
          <p className="p-8 text-gray-700">
            <Trans>Template not found: {templateId}</Trans>
          </p>
        }
      />
    </div>
  );
}
