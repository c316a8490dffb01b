import { useLocation, useNavigate } from 'react-router-dom';
import { JoinNavigationContext } from './join-navigation.ts';
import { JoinPage } from './join-page.tsx';

/** `/join` reached inside the app (from the front page, say): the join page, navigating with the router. */
export function RoutedJoinPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <JoinNavigationContext value={{ search, go: (path) => void navigate(path) }}>
      <JoinPage />
    </JoinNavigationContext>
  );
}
