import { TemplatePreview } from '@resumey/templates';
import '@resumey/templates/fonts.css';
import { useElementWidth } from '../lib/useElementWidth';

const PAGE_WIDTH = 800;
const PAGE_HEIGHT = 1000;

/**
 * A template drawn live with sample data, scaled to the width of its frame. It is a picture of the template:
 * one labelled image for assistive technology, nothing inside it focusable.
 */
export default function LiveTemplatePreview({ templateId, label }: { templateId: string; label: string }) {
  const [frame, width] = useElementWidth<HTMLDivElement>();

  return (
    <div ref={frame} role="img" aria-label={label} className="h-full w-full overflow-hidden">
      {width > 0 ? (
        <div inert aria-hidden="true" className="pointer-events-none">
          <TemplatePreview templateId={templateId} width={PAGE_WIDTH} height={PAGE_HEIGHT} scale={width / PAGE_WIDTH} />
        </div>
      ) : null}
    </div>
  );
}
