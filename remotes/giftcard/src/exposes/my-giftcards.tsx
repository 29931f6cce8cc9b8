import { MyGiftcards as MyGiftcardsView } from '../features/my-cards/my-giftcards';

/** './MyGiftcards': the customer's cards, a fragment the account area shows through the shell's RemoteRegion. */
export default function MyGiftcards() {
  return <MyGiftcardsView />;
}
