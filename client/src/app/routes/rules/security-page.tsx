import { SECURITY } from './content/security';
import { RulesPage } from './rules-layout';

export function Component() {
  return <RulesPage document={SECURITY} />;
}
