import { SECURITY } from './content/security';
import { RulesPage } from './rules-page';

export function Component() {
  return <RulesPage document={SECURITY} />;
}
