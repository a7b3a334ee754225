import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while the next screen loads; the current one stays usable. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="ページを読み込んでいます" />;
}
