import { memo, useCallback, useId, useRef, useState } from 'react';
import { ChevronDown, ChevronUp, Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CERTIFICATION_SUGGESTIONS, hasEntry, type Resume } from '@resumey/resume';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SectionCard } from '../fields/SectionCard';
import { useResume, useEditorDoc } from '../state/doc';
import { addCertificationTo, moveCertification, removeCertification, setCertification } from '../state/ops';

const selectCertifications = (r: Resume) => r.certifications;
const selectCount = (r: Resume) => r.certifications.length;

/** Certifications: add by Enter or Add (trimmed, non-empty), inline edit, reorder, remove, 10 suggestions. */
export default function CertificationsTab() {
  const doc = useEditorDoc();
  const id = useId();
  const count = useResume(selectCount);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const add = () => {
    if (!input.trim()) return;
    doc.edit((r) => addCertificationTo(r, input).resume);
    setInput('');
    inputRef.current?.focus();
  };
  return (
    <SectionCard title={t`Certifications`} description={t`Licences and certificates that back up your skills.`}>
      <Label htmlFor={id} className="mb-1.5 block">
        <Trans>Add Certification</Trans>
      </Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={input}
          placeholder={t`e.g. AWS Certified Solutions Architect`}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <Button onClick={add} disabled={!input.trim()}>
          <Plus aria-hidden="true" />
          <Trans>Add</Trans>
        </Button>
      </div>
      {count === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          <Trans>No certifications yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Certifications`} className="mt-4 grid grid-cols-1 gap-2">
          {Array.from({ length: count }, (_, index) => (
            <CertificationRow key={index} index={index} count={count} />
          ))}
        </ol>
      )}
      <Suggestions />
    </SectionCard>
  );
}

const CertificationRow = memo(function CertificationRow({ index, count }: { index: number; count: number }) {
  const doc = useEditorDoc();
  const id = useId();
  const value = useResume(useCallback((r: Resume) => r.certifications[index] ?? '', [index]));
  const { t } = useLingui();
  const number = index + 1;
  const name = t`certification ${number}`;
  return (
    <li className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        <Trans>Certification {number}</Trans>
      </label>
      <Input
        id={id}
        value={value}
        onChange={(e) => doc.edit((r) => setCertification(r, index, e.target.value), `certification.${index}`)}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Move ${name} up`}
        disabled={index === 0}
        onClick={() => doc.edit((r) => moveCertification(r, index, 'up'))}
      >
        <ChevronUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => doc.edit((r) => moveCertification(r, index, 'down'))}
      >
        <ChevronDown aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Remove ${name}`}
        className="text-red-600 hover:bg-red-50"
        onClick={() => doc.edit((r) => removeCertification(r, index))}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
});

function Suggestions() {
  const doc = useEditorDoc();
  const list = useResume(selectCertifications);
  const { t } = useLingui();
  return (
    <div className="mt-5">
      <p className="mb-1.5 text-xs font-medium text-slate-500">
        <Trans>Popular certifications</Trans>
      </p>
      <div className="flex flex-wrap gap-1.5">
        {CERTIFICATION_SUGGESTIONS.map((s) => (
          <Button
            key={s}
            variant="outline"
            size="sm"
            disabled={hasEntry(list, s)}
            aria-label={t`Add ${s}`}
            onClick={() => doc.edit((r) => addCertificationTo(r, s).resume)}
          >
            <Plus aria-hidden="true" />
            {s}
          </Button>
        ))}
      </div>
    </div>
  );
}
