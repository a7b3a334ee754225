import { PRIVACY } from './content/privacy';
import { RulesPage } from './rules-layout';

export function Component() {
  return <RulesPage document={PRIVACY} />;
}
