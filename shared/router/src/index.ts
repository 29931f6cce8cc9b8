// Only the react-router-dom names the apps use: a module shared through Module Federation is
// not tree-shaken, so this thin package (tree-shaken inside) is what gets shared (toolchain.md).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useParams,
  useLocation,
  useNavigate,
  useSearchParams,
  useMatch,
  matchPath,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Location } from 'react-router-dom';
