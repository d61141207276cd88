import { newEducation, type Resume } from '@resumey/resume';
import { DatesTextField, ItemField, MonthField } from '../list/ItemFields';
import { LinesField } from '../list/LinesField';
import { ListSection } from '../list/ListSection';
import { findItem } from '../state/ops';

const heading = (r: Resume, id: string) => {
  const item = findItem(r, 'education', id);
  const school = item?.school.trim() || 'Untitled school';
  return item?.degree.trim() ? `${item.degree.trim()}, ${school}` : school;
};

const fields = (id: string) => (
  <>
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ItemField
        section="education"
        id={id}
        field="school"
        label="School/Institution"
        required
        placeholder="State University"
        className="sm:col-span-2"
      />
      <ItemField section="education" id={id} field="degree" label="Degree" placeholder="Bachelor of Science" />
      <ItemField section="education" id={id} field="field" label="Field of Study" placeholder="Computer Science" />
      <MonthField section="education" id={id} field="startDate" label="Start Date" />
      <MonthField section="education" id={id} field="endDate" label="End Date" />
      <DatesTextField section="education" id={id} />
    </div>
    <LinesField section="education" id={id} field="details" label="Details" noun="Detail" />
  </>
);

export default function EducationTab() {
  return (
    <ListSection
      section="education"
      title="Education"
      description="Degrees, schools and courses."
      noun="education"
      addLabel="Add Education"
      emptyText="No education yet. Add a school or course."
      create={newEducation}
      heading={heading}
      fields={fields}
    />
  );
}
