import { A4, sampleResume, type Resume } from '@resumey/resume';
import { getTemplateEntry } from './catalogue';
import { ResumeDocument } from './ResumeDocument';

export interface TemplatePreviewProps {
  templateId: string;
  /** Defaults to the sample resume (SPEC.md section 2). */
  resume?: Resume;
  /** Width of the unscaled preview in px. */
  width?: number;
  /** Height of the unscaled window onto the page in px; the first A4 page by default. */
  height?: number;
  scale?: number;
  className?: string;
}

/** A template drawn with sample data, 800 px wide and scaled 0.8 unless told otherwise. */
export function TemplatePreview({
  templateId,
  resume,
  width = 800,
  height = A4.heightPx,
  scale = 0.8,
  className = '',
}: TemplatePreviewProps) {
  if (!getTemplateEntry(templateId)) {
    return (
      <div role="alert" className={`p-4 text-sm text-gray-600 ${className}`}>
        Template not found: {templateId}
      </div>
    );
  }
  const base = resume ?? sampleResume();
  const shown: Resume = { ...base, meta: { ...base.meta, templateId } };
  return (
    <div
      data-template-preview={templateId}
      className={`overflow-hidden bg-white ${className}`}
      style={{ width: width * scale, height: height * scale }}
    >
      <div style={{ width, transform: `scale(${scale})`, transformOrigin: 'top left' }} className="flex justify-center">
        <ResumeDocument resume={shown} />
      </div>
    </div>
  );
}
