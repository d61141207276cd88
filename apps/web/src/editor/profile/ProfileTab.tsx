import { useLingui } from '@lingui/react/macro';
import { SectionCard } from '../fields/SectionCard';
import { HeadingNames } from '../sections/HeadingNames';
import { SectionsControl } from '../sections/SectionsControl';
import { AppearanceFields } from './AppearanceFields';
import { LinksFields } from './LinksFields';
import { PhotoField } from './PhotoField';
import { ProfileFields } from './ProfileFields';

export default function ProfileTab() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <SectionCard title={t`Personal Information`} description={t`How recruiters see and reach you.`}>
        <div className="grid gap-5">
          <PhotoField />
          <ProfileFields />
          <LinksFields />
        </div>
      </SectionCard>
      <SectionCard title={t`Design`} description={t`Template, font, colour and spacing of your resume.`}>
        <AppearanceFields />
      </SectionCard>
      <SectionsControl />
      <HeadingNames />
    </div>
  );
}
