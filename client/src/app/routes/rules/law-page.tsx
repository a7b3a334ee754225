import { LAW } from './content/law';
import { RulesPage } from './rules-layout';

export function Component() {
  return <RulesPage document={LAW} />;
}
