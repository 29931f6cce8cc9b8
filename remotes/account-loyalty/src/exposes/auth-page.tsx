import type { AuthPageProps } from '@shop/contracts';
import { AuthPage as AuthPageView } from '../features/auth/auth-page';

/** './AuthPage': /auth (mode 'login') and /register (mode 'register'). */
export default function AuthPage(props: AuthPageProps) {
  return <AuthPageView {...props} />;
}
