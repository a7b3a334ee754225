import { TERMS } from './content/terms';
import { RulesPage } from './rules-page';

export function Component() {
  return <RulesPage document={TERMS} />;
}
