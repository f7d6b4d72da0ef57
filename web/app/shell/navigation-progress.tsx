import { useNavigation } from 'react-router';

/** A thin accent bar while the next page's code loads, so a click never feels ignored. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-accent-soft">
      <div className="h-full w-1/3 animate-pulse bg-accent" />
    </div>
  );
}
