import { memo, useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { validateEmail, validateFullName, type Profile } from '@resumey/resume';
import { localizeMessage } from '../../i18n';
import { TextField, type TextFieldProps } from '../fields/TextField';
import { useResume, useEditorDoc } from '../state/doc';
import { selectProfileField } from '../state/selectors';
import { useImportMark } from '../import-check/useImportMark';

type TextProfileField = Exclude<keyof Profile, 'profileImage'>;

interface ProfileFieldProps extends Pick<
  TextFieldProps,
  'type' | 'placeholder' | 'autoComplete' | 'required' | 'hint'
> {
  field: TextProfileField;
  label: string;
  validate?: (value: string) => string | undefined;
}

/** One profile field bound to the resume: typing re-renders this field (and the preview), nothing else. */
export const ProfileField = memo(function ProfileField({ field, label, validate, ...rest }: ProfileFieldProps) {
  const doc = useEditorDoc();
  const value = useResume(selectProfileField(field));
  // Errors show once the field has been edited or left, not on a freshly opened resume.
  const [touched, setTouched] = useState(false);
  const onChange = useCallback(
    (next: string) => {
      setTouched(true);
      doc.edit((r) => ({ ...r, profile: { ...r.profile, [field]: next } }), `profile.${field}`);
    },
    [doc, field],
  );
  const onBlur = useCallback(() => setTouched(true), []);
  const mark = useImportMark(`profile.${field}`);
  const error = touched ? validate?.(value) : undefined;
  return (
    <TextField
      mark={mark}
      label={label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error && localizeMessage(error)}
      {...rest}
    />
  );
});

/** Identity and contact fields of the Profile tab. */
export function ProfileFields() {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ProfileField
        field="fullName"
        label={t`Full Name`}
        required
        autoComplete="name"
        placeholder={t`Jane Doe`}
        validate={validateFullName}
      />
      <ProfileField field="headline" label={t`Headline`} placeholder={t`Senior Software Engineer`} />
      <ProfileField
        field="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        placeholder="jane@example.com"
        validate={validateEmail}
      />
      <ProfileField field="phone" label={t`Phone`} type="tel" autoComplete="tel" placeholder="(555) 123-4567" />
      <ProfileField field="location" label={t`Location`} autoComplete="address-level2" placeholder={t`City, Country`} />
      <ProfileField
        field="website"
        label={t`Website`}
        type="url"
        autoComplete="url"
        placeholder="https://example.com"
      />
      <ProfileField field="linkedin" label="LinkedIn" placeholder={t`linkedin.com/in/username`} />
      <ProfileField field="github" label="GitHub" placeholder={t`github.com/username`} />
    </div>
  );
}
