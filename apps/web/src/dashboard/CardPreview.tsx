import { useLingui } from '@lingui/react/macro';
import { A4, CARD_PREVIEW_SCALE, type Resume } from '@resumey/resume';
import { ResumeDocument, getTemplateEntry } from '@resumey/templates';
import { FileWarning } from 'lucide-react';
import { PreviewBoundary } from '../components/PreviewBoundary';
import { M } from '../i18n';

const PAGE_WIDTH = A4.widthPx;
const PAGE_HEIGHT = A4.heightPx;

function Fallback({ text }: { text: string }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center text-xs text-slate-500">
      <FileWarning aria-hidden className="size-6 text-slate-400" />
      {text}
    </div>
  );
}

/**
 * The resume drawn live in its template at scale 0.3 (SPEC.md section 2): a picture, so nothing inside it can be
 * focused or clicked (the card's link sits above it).
 */
export function CardPreview({ resume }: { resume: Resume }) {
  const width = PAGE_WIDTH * CARD_PREVIEW_SCALE;
  const height = PAGE_HEIGHT * CARD_PREVIEW_SCALE;
  const { t } = useLingui();
  return (
    <div
      className="relative overflow-hidden rounded-sm bg-white shadow-md ring-1 ring-slate-900/5"
      style={{ width, height }}
      data-testid="card-preview"
    >
      {!getTemplateEntry(resume.meta.templateId) ? (
        <Fallback text={t`Template not found`} />
      ) : (
        <PreviewBoundary resetKey={resume} fallback={<Fallback text={M.previewFailed} />}>
          <div
            inert
            aria-hidden
            className="pointer-events-none origin-top-left select-none rtl:origin-top-right"
            style={{ width: PAGE_WIDTH, transform: `scale(${CARD_PREVIEW_SCALE})` }}
          >
            <ResumeDocument
              resume={resume}
              loading={<div style={{ height: PAGE_HEIGHT }} className="animate-pulse bg-slate-50" />}
            />
          </div>
        </PreviewBoundary>
      )}
    </div>
  );
}
