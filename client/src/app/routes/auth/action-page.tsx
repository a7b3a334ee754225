import { useSearchParams } from 'react-router-dom';
import { ActionHandler } from '@/features/auth/components/action-handler';

/** Where the identity provider's mail links land (its custom action handler URL). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="container auth-page">
      <ActionHandler mode={params.get('mode') ?? ''} code={params.get('oobCode')} />
    </div>
  );
}
