import { newProject, type Resume } from '@resumey/resume';
import { ItemField, TechnologiesField } from '../list/ItemFields';
import { LinesField } from '../list/LinesField';
import { ListSection } from '../list/ListSection';
import { findItem } from '../state/ops';

const heading = (r: Resume, id: string) => findItem(r, 'projects', id)?.name.trim() || 'Untitled project';

const fields = (id: string) => (
  <>
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ItemField section="projects" id={id} field="name" label="Project Name" required placeholder="Open-source CLI" />
      <ItemField section="projects" id={id} field="role" label="Role" placeholder="Creator and maintainer" />
      <ItemField
        section="projects"
        id={id}
        field="url"
        label="Project URL"
        type="url"
        placeholder="https://github.com/you/project"
        className="sm:col-span-2"
      />
    </div>
    <LinesField section="projects" id={id} field="bullets" label="Highlights" noun="Bullet" />
    <TechnologiesField section="projects" id={id} />
  </>
);

export default function ProjectsTab() {
  return (
    <ListSection
      section="projects"
      title="Projects"
      description="Side projects, open source and notable work."
      noun="project"
      addLabel="Add Project"
      emptyText="No projects yet. Show something you built."
      create={newProject}
      heading={heading}
      fields={fields}
    />
  );
}
