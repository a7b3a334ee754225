/** The administrator invites a colleague by address, with the 部署 they will join. */
import { INVITATION_VALIDATORS, type InvitationFormValues } from '@portal/shared';
import { useMutation } from '@apollo/client/react';
import { AppForm } from '@/components/form/app-form';
import { toSubmissionErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { INVITE_MEMBER_MUTATION } from '../api/documents';
import { updateStaff } from './staff-cache';

export function InviteForm({ municipality, onSent }: { municipality: string; onSent(email: string): void }) {
  const [invite] = useMutation(INVITE_MEMBER_MUTATION);
  return (
    <AppForm<InvitationFormValues>
      label="職員を招待する"
      initialValues={{ email: '', division: '' }}
      validate={validateWith<InvitationFormValues>(INVITATION_VALIDATORS)}
      onSubmit={async (values, form) => {
        try {
          // Newest first, as the server lists open invitations.
          await invite({
            variables: { email: values.email.trim(), division: values.division.trim() },
            update: (cache, { data }) => {
              const made = data?.inviteMunicipalMember;
              if (made) updateStaff(cache, (staff) => ({ ...staff, invitations: [made, ...staff.invitations] }));
            },
          });
          onSent(values.email.trim());
          setTimeout(() => form.restart({ email: '', division: '' }));
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
            support={`招待メールのリンクを、このアドレスで確認済みのアカウントで開くと${municipality}の職員になります（lg.jp 以外のアドレスも招待できます）。リンクは7日間、一度だけ使えます。`}
          />
          <TextField name="division" label="部署名" required support="例：総務部 情報政策課" />
          <div className="form-actions">
            <SubmitButton submitting={submitting}>招待メールを送る</SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
