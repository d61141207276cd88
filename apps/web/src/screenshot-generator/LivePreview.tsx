import { forwardRef, useMemo } from 'react';
import { A4 } from '@resumey/resume';
import { ResumeDocument, type TemplateEntry } from '@resumey/templates';
import { previewResume } from './snapshot-resume';

/** How much smaller than the captured frame the preview is shown on screen. */
const DISPLAY_SCALE = 0.42;

/**
 * The template being captured, drawn at its preview size (SPEC.md section 9) in the frame that is captured.
 * The frame is shown smaller on screen; the capture reads the frame itself, so the image keeps its full size.
 */
export const LivePreview = forwardRef<HTMLDivElement, { template: TemplateEntry }>(function LivePreview(
  { template },
  ref,
) {
  const { width, height } = template.previewSize;
  const resume = useMemo(() => previewResume(template.id), [template.id]);
  return (
    <div
      className="max-w-full overflow-hidden rounded-md border border-slate-200 shadow-sm"
      style={{ width: width * DISPLAY_SCALE, height: height * DISPLAY_SCALE }}
    >
      <div style={{ transform: `scale(${DISPLAY_SCALE})`, transformOrigin: 'top left' }}>
        <div ref={ref} data-capture-frame={template.id} className="overflow-hidden bg-white" style={{ width, height }}>
          <div style={{ width: A4.widthPx, transform: `scale(${width / A4.widthPx})`, transformOrigin: 'top left' }}>
            <ResumeDocument resume={resume} />
          </div>
        </div>
      </div>
    </div>
  );
});
