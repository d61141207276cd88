import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { newEducation, type Resume } from '@resumey/resume';
import { DatesTextField, ItemField, MonthField } from '../list/ItemFields';
import { LinesField } from '../list/LinesField';
import { ListSection } from '../list/ListSection';
import { findItem } from '../state/ops';

const heading = (r: Resume, id: string) => {
  const item = findItem(r, 'education', id);
  const school = item?.school.trim() || t`Untitled school`;
  const degree = item?.degree.trim();
  return degree ? t`${degree}, ${school}` : school;
};

const fields = (id: string) => (
  <>
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ItemField
        section="education"
        id={id}
        field="school"
        label={t`School/Institution`}
        required
        placeholder={t`State University`}
        className="sm:col-span-2"
      />
      <ItemField section="education" id={id} field="degree" label={t`Degree`} placeholder={t`Bachelor of Science`} />
      <ItemField
        section="education"
        id={id}
        field="field"
        label={t`Field of Study`}
        placeholder={t`Computer Science`}
      />
      <MonthField section="education" id={id} field="startDate" label={t`Start Date`} />
      <MonthField section="education" id={id} field="endDate" label={t`End Date`} />
      <DatesTextField section="education" id={id} />
    </div>
    <LinesField section="education" id={id} field="details" label={t`Details`} noun={t`Detail`} />
  </>
);

export default function EducationTab() {
  useLingui();
  return (
    <ListSection
      section="education"
      title={t`Education`}
      description={t`Degrees, schools and courses.`}
      noun={t`education`}
      addLabel={t`Add Education`}
      emptyText={t`No education yet. Add a school or course.`}
      create={newEducation}
      heading={heading}
      fields={fields}
    />
  );
}
