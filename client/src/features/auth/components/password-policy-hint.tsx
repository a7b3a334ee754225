import { usePasswordPolicy } from '../api/password-policy-store';
import { policyRequirements } from '../lib/password-policy';
import './auth.css';

/** The conditions a new password must meet: the product's minimum plus the provider's policy. */
export function PasswordPolicyHint() {
  const policy = usePasswordPolicy();
  return (
    <>
      <p className="policy-hint__title">パスワードの条件</p>
      <ul className="policy-hint__list">
        {policyRequirements(policy).map((requirement) => (
          <li key={requirement.key}>{requirement.text}</li>
        ))}
      </ul>
    </>
  );
}
