import { Link } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { colourNameOfValue } from '../i18n';
import {
  AlertTriangle,
  CloudOff,
  Copy,
  Download,
  Eye,
  FileJson,
  FileText,
  FileType,
  MoreVertical,
  Pencil,
  Share2,
  SquarePen,
  Trash2,
} from 'lucide-react';
import { getTemplateEntry } from '@resumey/templates';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { useSaveStatus, type ResumeRecord } from '../resumes';
import { CardPreview } from './CardPreview';
import { LetterBadge } from '../letters';
import type { ExportKind } from './export-files';
import { relativeTime } from '../lib/relative-time';

export interface CardActions {
  onEdit: () => void;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onExport: (kind: ExportKind) => void;
  /** Opens the choice between this device's copy and a newer one saved elsewhere. */
  onResolve: () => void;
}

/** Whether the server has this resume as shown: a quiet marker when it waits on this device or needs a choice. */
function SyncMarker({ id, onResolve }: { id: string; onResolve: () => void }) {
  const { state } = useSaveStatus(id);
  if (state === 'conflict') {
    return (
      <button
        type="button"
        onClick={onResolve}
        className="relative z-10 inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-700 hover:bg-red-100"
      >
        <AlertTriangle aria-hidden className="size-3" /> <Trans>Changed elsewhere</Trans>
      </button>
    );
  }
  if (state === 'offline' || state === 'unsaved') {
    return (
      <Badge className="bg-amber-50 text-amber-800">
        <CloudOff aria-hidden className="size-3" /> <Trans>Saved on this device, will sync</Trans>
      </Badge>
    );
  }
  return null;
}

/**
 * A resume on the dashboard (SPEC.md section 2): live preview, title, template badge, colour dot, 'Updated {time}',
 * 'Ready to Share' with the view count when shared. The title link covers the card, so a click anywhere opens the
 * editor; the menu button sits above it.
 */
export function ResumeCard({
  record,
  actions,
  hasLetter = false,
}: {
  record: ResumeRecord;
  actions: CardActions;
  /** The resume has a cover letter (issue #41 item 6): a badge says so and opens it. */
  hasLetter?: boolean;
}) {
  const { resume, shares } = record;
  const template = getTemplateEntry(resume.meta.templateId);
  const views = shares.reduce((sum, s) => sum + s.views, 0);
  const { t, i18n } = useLingui();
  const title = resume.meta.title.trim() || t`Untitled resume`;
  const colour = colourNameOfValue(i18n, resume.meta.color);
  const updated = relativeTime(resume.updatedAt);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand/40"
      data-testid="resume-card"
    >
      <div className="flex h-64 justify-center overflow-hidden bg-gradient-to-b from-slate-100 to-slate-50 px-4 pt-5">
        <CardPreview resume={resume} />
      </div>
      <div className="flex flex-1 flex-col gap-2 border-t border-slate-100 p-4">
        <div className="flex items-start gap-2">
          <h2 className="min-w-0 flex-1 text-base font-semibold leading-snug text-slate-900">
            <Link
              to={`/edit/${resume.id}`}
              className="line-clamp-2 break-words outline-none after:absolute after:inset-0 after:content-['']"
              title={title}
              translate="no"
            >
              {title}
            </Link>
          </h2>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="relative z-10 -me-2 -mt-1 size-8 text-slate-500"
                aria-label={t`Actions for ${title}`}
              >
                <MoreVertical />
              </Button>
            </DropdownMenuTrigger>
            {/* Inside the page's main landmark, so no content lies outside landmarks (axe 'region'). */}
            <DropdownMenuContent align="end" className="w-52" container={cardMenuContainer()}>
              <DropdownMenuItem onSelect={actions.onEdit}>
                <SquarePen /> <Trans>Edit</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={actions.onRename}>
                <Pencil /> <Trans>Rename</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={actions.onDuplicate}>
                <Copy /> <Trans>Duplicate</Trans>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => actions.onExport('resumey')}>
                <Download /> <Trans>Export JSON</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => actions.onExport('jsonResume')}>
                <FileJson /> <Trans>Export JSON Resume</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => actions.onExport('docx')}>
                <FileType /> <Trans>Export Word (.docx)</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => actions.onExport('text')}>
                <FileText /> <Trans>Export plain text (.txt)</Trans>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={actions.onDelete}
                className="text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700"
              >
                <Trash2 /> <Trans>Delete</Trans>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {template ? (
            <Badge variant="secondary" translate="no">
              {template.name}
            </Badge>
          ) : (
            <Badge variant="secondary">{t`Unknown Template`}</Badge>
          )}
          <span
            className="size-3 rounded-full ring-2 ring-white ring-offset-1 ring-offset-slate-200"
            style={{ backgroundColor: resume.meta.color }}
            role="img"
            aria-label={t`Colour: ${colour}`}
            title={colour}
          />
          <SyncMarker id={resume.id} onResolve={actions.onResolve} />
          {hasLetter && <LetterBadge resumeId={resume.id} />}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-xs text-slate-500">
          <span>
            <Trans>Updated {updated}</Trans>
          </span>
          {shares.length > 0 && (
            <span className="flex items-center gap-2">
              <Badge variant="success">
                <Share2 aria-hidden className="size-3" /> <Trans>Ready to Share</Trans>
              </Badge>
              <span className="flex items-center gap-1" title={t`Views of the shared link`}>
                <Eye aria-hidden className="size-3.5" />
                <Plural value={views} one="# view" other="# views" />
              </span>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

/** The dashboard's main landmark (the card menu's layer is placed in it), or the body where there is none. */
const cardMenuContainer = () => document.querySelector('main');
