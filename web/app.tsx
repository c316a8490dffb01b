import { Provider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './routes.tsx';
import { appStore } from './state/app-store.ts';

// Created at import, so the first page's code starts loading while the language is still being chosen.
const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
