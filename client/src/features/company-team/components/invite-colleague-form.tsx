/** The company's 管理者 invites a colleague by address, as 管理者 or 担当者. */
import { email } from '@portal/shared';
import { useMutation } from '@apollo/client/react';
import { AppForm } from '@/components/form/app-form';
import { toSubmissionErrors } from '@/components/form/server-errors';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { INVITE_COMPANY_MEMBER_MUTATION } from '../api/documents';
import { updateTeam } from './team-cache';

interface Values extends Record<string, unknown> {
  email: string;
  role: string;
}

const ROLE_CHOICES = [
  { id: 'staff', label: '担当者（資料請求への対応・掲載の編集）' },
  { id: 'admin', label: '管理者（担当者の機能に加え、ユーザーの招待・削除・連携の設定）' },
];

export function InviteColleagueForm({ company, onSent }: { company: string; onSent(email: string): void }) {
  const [invite] = useMutation(INVITE_COMPANY_MEMBER_MUTATION);
  return (
    <AppForm<Values>
      label="同僚を招待する"
      initialValues={{ email: '', role: 'staff' }}
      validate={validateWith<Values>({ email })}
      onSubmit={async (values, form) => {
        try {
          // Newest first, as the server lists open invitations.
          await invite({
            variables: { email: values.email.trim(), role: values.role },
            update: (cache, { data }) => {
              const made = data?.inviteCompanyMember;
              if (made) updateTeam(cache, (team) => ({ ...team, invitations: [made, ...team.invitations] }));
            },
          });
          onSent(values.email.trim());
          setTimeout(() => form.restart({ email: '', role: 'staff' }));
          return undefined;
        } catch (error) {
          return toSubmissionErrors(error);
        }
      }}
    >
      {({ submitting }) => (
        <>
          <TextField
            name="email"
            type="email"
            label="メールアドレス"
            required
            autoComplete="off"
            inputMode="email"
            support={`招待メールのリンクを、このアドレスで確認済みのアカウントで開くと${company}のユーザーになります。リンクは7日間、一度だけ使えます。`}
          />
          <SelectField name="role" label="役割" required choices={ROLE_CHOICES} />
          <div className="form-actions">
            <SubmitButton submitting={submitting}>招待メールを送る</SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
