import { newExperience, type Resume } from '@resumey/resume';
import { DatesTextField, ItemField, MonthField, TechnologiesField } from '../list/ItemFields';
import { LinesField } from '../list/LinesField';
import { ListSection } from '../list/ListSection';
import { findItem } from '../state/ops';

const heading = (r: Resume, id: string) => {
  const item = findItem(r, 'experience', id);
  const title = item?.title.trim() || 'Untitled position';
  return item?.company.trim() ? `${title} at ${item.company.trim()}` : title;
};

const fields = (id: string) => (
  <>
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ItemField
        section="experience"
        id={id}
        field="title"
        label="Job Title"
        required
        placeholder="Software Engineer"
      />
      <ItemField section="experience" id={id} field="company" label="Company" required placeholder="Acme Inc." />
      <ItemField section="experience" id={id} field="location" label="Location" placeholder="City, Country" />
      <div className="hidden sm:block" />
      <MonthField section="experience" id={id} field="startDate" label="Start Date" />
      <MonthField section="experience" id={id} field="endDate" label="End Date" />
      <DatesTextField section="experience" id={id} />
    </div>
    <LinesField section="experience" id={id} field="bullets" label="Achievements" noun="Bullet" />
    <TechnologiesField section="experience" id={id} />
  </>
);

export default function ExperienceTab() {
  return (
    <ListSection
      section="experience"
      title="Work Experience"
      description="Your roles, most recent first."
      noun="experience"
      addLabel="Add Experience"
      emptyText="No work experience yet. Add your first role."
      create={newExperience}
      heading={heading}
      fields={fields}
    />
  );
}
