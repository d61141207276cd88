import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ImageOff, Loader2 } from 'lucide-react';
import { TemplatePreview, type TemplateEntry } from '@resumey/templates';
import { useElementWidth } from '../lib/useElementWidth';
import { PreviewBoundary } from '../components/PreviewBoundary';

const PAGE = { width: 800, height: 1000 };

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-xs text-slate-500">
      {children}
    </div>
  );
}

/** The template drawn live with sample data, scaled to its frame: used when the preview image is missing. */
function LiveThumb({ templateId }: { templateId: string }) {
  const [frame, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={frame} className="absolute inset-0 overflow-hidden">
      {width > 0 && (
        <div inert aria-hidden className="pointer-events-none">
          <TemplatePreview templateId={templateId} width={PAGE.width} height={PAGE.height} scale={width / PAGE.width} />
        </div>
      )}
    </div>
  );
}

/**
 * A template's preview image (SPEC.md section 2): 'Loading preview...' until it arrives. Where the image has not
 * been generated yet (npm run previews), the template is drawn live instead; 'Preview not available' only when
 * even that fails.
 */
export function TemplateThumb({ template, eager }: { template: TemplateEntry; eager?: boolean }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'missing'>('loading');
  const unavailable = (
    <Notice>
      <ImageOff aria-hidden className="size-6 text-slate-400" />
      <Trans>Preview not available</Trans>
    </Notice>
  );
  return (
    <div className="relative aspect-[4/5] w-full overflow-hidden bg-white">
      {state !== 'missing' && (
        <img
          src={template.previewImage}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('missing')}
          className={`absolute inset-0 size-full object-cover object-top transition-opacity ${state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
      {state === 'loading' && (
        <Notice>
          <Loader2 aria-hidden className="size-5 animate-spin text-slate-400" />
          <Trans>Loading preview...</Trans>
        </Notice>
      )}
      {state === 'missing' && (
        <PreviewBoundary fallback={unavailable}>
          <LiveThumb templateId={template.id} />
        </PreviewBoundary>
      )}
    </div>
  );
}
