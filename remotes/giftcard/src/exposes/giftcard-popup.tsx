import type { PopupProps } from '@shop/contracts';
import { GiftcardPopup as GiftcardPopupView } from '../features/purchase/giftcard-popup';

/** './GiftcardPopup' (shared/contracts POPUPS.giftcard): the shell's popup container passes close(). */
export default function GiftcardPopup(props: PopupProps) {
  return <GiftcardPopupView {...props} />;
}
