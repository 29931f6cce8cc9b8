// Only the react-router-dom names the apps use: a module shared through Module Federation is
// not tree-shaken, so this thin package (tree-shaken inside) is what gets shared (toolchain.md).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  Navigate,
  useParams,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavigateFunction, Location } from 'react-router-dom';
