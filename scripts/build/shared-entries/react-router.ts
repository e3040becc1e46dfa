/**
 * What the shop's browser code uses of react-router: the module the browser builds share as
 * `react-router`. A shared module keeps every export, since its consumers are not known when it is
 * built, so sharing the package itself would send all of it (data, server and framework APIs) to
 * every page. A build fails when code imports something not listed here. The server build shares
 * the whole package.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Outlet,
  RouterProvider,
  redirect,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-package';
