import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { newProject, type Resume } from '@resumey/resume';
import { ItemField, TechnologiesField } from '../list/ItemFields';
import { LinesField } from '../list/LinesField';
import { ListSection } from '../list/ListSection';
import { findItem } from '../state/ops';

const heading = (r: Resume, id: string) => findItem(r, 'projects', id)?.name.trim() || t`Untitled project`;

const fields = (id: string) => (
  <>
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ItemField
        section="projects"
        id={id}
        field="name"
        label={t`Project Name`}
        required
        placeholder={t`Open-source CLI`}
      />
      <ItemField section="projects" id={id} field="role" label={t`Role`} placeholder={t`Creator and maintainer`} />
      <ItemField
        section="projects"
        id={id}
        field="url"
        label={t`Project URL`}
        type="url"
        placeholder="https://github.com/you/project"
        className="sm:col-span-2"
      />
    </div>
    <LinesField section="projects" id={id} field="bullets" label={t`Highlights`} noun={t`Bullet`} />
    <TechnologiesField section="projects" id={id} />
  </>
);

export default function ProjectsTab() {
  useLingui();
  return (
    <ListSection
      section="projects"
      title={t`Projects`}
      description={t`Side projects, open source and notable work.`}
      noun={t`project`}
      addLabel={t`Add Project`}
      emptyText={t`No projects yet. Show something you built.`}
      create={newProject}
      heading={heading}
      fields={fields}
    />
  );
}
