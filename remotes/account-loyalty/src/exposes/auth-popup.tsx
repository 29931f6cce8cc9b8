import type { PopupProps } from '@shop/contracts';
import { AuthPopup as AuthPopupView } from '../features/auth/auth-popup';

/** './AuthPopup' (shared/contracts POPUPS.auth): the shell's popup container passes close(). */
export default function AuthPopup(props: PopupProps) {
  return <AuthPopupView {...props} />;
}
