import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { newExperience, type Resume } from '@resumey/resume';
import { DatesTextField, ItemField, MonthField, TechnologiesField } from '../list/ItemFields';
import { LinesField } from '../list/LinesField';
import { ListSection } from '../list/ListSection';
import { findItem } from '../state/ops';

const heading = (r: Resume, id: string) => {
  const item = findItem(r, 'experience', id);
  const title = item?.title.trim() || t`Untitled position`;
  const company = item?.company.trim();
  return company ? t`${title} at ${company}` : title;
};

const fields = (id: string) => (
  <>
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ItemField
        section="experience"
        id={id}
        field="title"
        label={t`Job Title`}
        required
        placeholder={t`Software Engineer`}
      />
      <ItemField section="experience" id={id} field="company" label={t`Company`} required placeholder={t`Acme Inc.`} />
      <ItemField section="experience" id={id} field="location" label={t`Location`} placeholder={t`City, Country`} />
      <div className="hidden sm:block" />
      <MonthField section="experience" id={id} field="startDate" label={t`Start Date`} />
      <MonthField section="experience" id={id} field="endDate" label={t`End Date`} />
      <DatesTextField section="experience" id={id} />
    </div>
    <LinesField section="experience" id={id} field="bullets" label={t`Achievements`} noun={t`Bullet`} />
    <TechnologiesField section="experience" id={id} />
  </>
);

export default function ExperienceTab() {
  // Re-rendered in a new language: the texts here and in the fields are read at render time.
  useLingui();
  return (
    <ListSection
      section="experience"
      title={t`Work Experience`}
      description={t`Your roles, most recent first.`}
      noun={t`experience`}
      addLabel={t`Add Experience`}
      emptyText={t`No work experience yet. Add your first role.`}
      create={newExperience}
      heading={heading}
      fields={fields}
    />
  );
}
