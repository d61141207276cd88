import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { newSkillGroup, type Resume } from '@resumey/resume';
import { CommaListField, ItemField } from '../list/ItemFields';
import { ListSection } from '../list/ListSection';
import { findItem } from '../state/ops';

/**
 * Skill groups with a name and a level of their own ('Web Development', 'Master': JSON Resume's skills), beside
 * the three fixed categories. A JSON Resume import puts its groups here, and each prints under its own name.
 */

const heading = (r: Resume, id: string) => {
  const group = findItem(r, 'skillGroups', id);
  const name = group?.name.trim() || t`Untitled group`;
  const level = group?.level.trim();
  return level ? t`${name} (${level})` : name;
};

const fields = (id: string) => (
  <>
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ItemField section="skillGroups" id={id} field="name" label={t`Group Name`} placeholder={t`Web Development`} />
      <ItemField section="skillGroups" id={id} field="level" label={t`Level`} placeholder={t`Advanced`} />
    </div>
    <CommaListField
      section="skillGroups"
      id={id}
      field="keywords"
      label={t`Skills in this group`}
      placeholder="HTML, CSS, JavaScript"
      badges={t`Group skill badges`}
    />
  </>
);

export function SkillGroupsSection() {
  useLingui();
  return (
    <ListSection
      section="skillGroups"
      title={t`Skill Groups`}
      description={t`Skills under a name and level of your own; each group prints under its name.`}
      noun={t`skill group`}
      addLabel={t`Add Group`}
      emptyText={t`No skill groups. Add one to list skills under a name of your own.`}
      create={newSkillGroup}
      heading={heading}
      fields={fields}
    />
  );
}
