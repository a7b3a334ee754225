import { LAW } from './content/law';
import { RulesPage } from './rules-page';

export function Component() {
  return <RulesPage document={LAW} />;
}
