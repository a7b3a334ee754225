import { PRIVACY } from './content/privacy';
import { RulesPage } from './rules-page';

export function Component() {
  return <RulesPage document={PRIVACY} />;
}
