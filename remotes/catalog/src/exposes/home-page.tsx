import { HomePageView } from '../features/home/home-page';

/** './HomePage': the resolver's home type (`/`, `/en`, `/ka`); the shell passes the first data. */
export default HomePageView;
