import {
  FIELD_LABELS,
  hasProfileChanged,
  pickProfileFields,
  profileValidators,
  type ProfileFields,
} from '@portal/shared';
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { AppForm } from '@/components/form/app-form';
import { PersonNameFields } from '@/components/form/person-name-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { MunicipalityField } from '@/components/municipality/municipality-field';
import type { Profile } from '@/lib/auth/profile';
import { useEditProfile } from '../api/update-profile';
import './profile.css';

const UNCHANGED = '変更された項目がないため、保存できません。';

/** The seven editable fields; an unchanged form cannot be submitted (change detection, docs/specification.md §4). */
export function ProfileEditForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const edit = useEditProfile();
  const initial = useMemo(() => pickProfileFields(profile), [profile]);
  return (
    <AppForm<ProfileFields>
      label="会員情報の変更"
      initialValues={initial}
      validate={validateWith<ProfileFields>(profileValidators)}
      onSubmit={async (values) => {
        if (!hasProfileChanged(initial, values)) return { [FORM_ERROR]: UNCHANGED };
        const result = await edit(pickProfileFields(values));
        if (result.success) {
          onSaved();
          return undefined;
        }
        return { ...result.fields, [FORM_ERROR]: result.error };
      }}
    >
      {({ submitting, values }) => {
        const changed = hasProfileChanged(initial, values);
        return (
          <>
            <PersonNameFields />
            {profile.companyId == null ? (
              <MunicipalityField
                name="organization"
                label={FIELD_LABELS.organization}
                required
                support="名称か読みで探して、候補から選んでください。"
              />
            ) : (
              <TextField name="organization" label={FIELD_LABELS.organization} required autoComplete="organization" />
            )}
            <TextField name="division" label={FIELD_LABELS.division} required />
            <TextField name="position" label={FIELD_LABELS.position} required autoComplete="organization-title" />
            <div className="form-actions">
              <SubmitButton
                submitting={submitting}
                disabled={!changed}
                describedBy={changed ? undefined : 'profile-unchanged'}
                busyLabel="保存しています…"
              >
                変更を保存する
              </SubmitButton>
              {changed ? null : (
                <p id="profile-unchanged" className="form-field__support">
                  {UNCHANGED}
                </p>
              )}
            </div>
          </>
        );
      }}
    </AppForm>
  );
}
