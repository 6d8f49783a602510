/**
 * Wraps every page: records the path in the menu state, manages scrolling,
 * shows the progress bar and keeps `<title>` in step with client navigation.
 */
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useAppDispatch } from '@/lib/store/hooks';
import { pathChanged } from '@/entities/menu/menu-slice';
import { ProgressBar } from '@/ui/progress-bar/progress-bar';
import { ScrollManager } from './scroll-manager';
import { PageMeta } from './page-meta';

export function RootShell() {
  const location = useLocation();
  const navigation = useNavigation();
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(pathChanged(location.pathname));
  }, [dispatch, location.pathname]);

  return (
    <>
      <ProgressBar active={navigation.state !== 'idle'} />
      <ScrollManager />
      <PageMeta />
      <Outlet />
    </>
  );
}
