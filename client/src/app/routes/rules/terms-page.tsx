import { TERMS } from './content/terms';
import { RulesPage } from './rules-layout';

export function Component() {
  return <RulesPage document={TERMS} />;
}
