import { FormNotice } from '@/components/form/form-notice';
import type { SubmitProblem } from '../api/submit-request';

/** Why a submission was refused, item by item when the server says which. */
export function SubmitProblemNotice({ problem }: { problem: SubmitProblem | null }) {
  if (!problem) return null;
  return (
    <FormNotice tone="error">
      <p>{problem.message}</p>
      {problem.items.length > 0 && (
        <ul>
          {problem.items.map((item, index) => (
            <li key={index}>
              {item.title}：{item.message}
            </li>
          ))}
        </ul>
      )}
    </FormNotice>
  );
}
