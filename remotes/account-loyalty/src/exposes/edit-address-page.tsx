import { EditAddressPage as EditAddressPageView } from '../features/account/edit-address-page';

/** './EditAddressPage': /account/edit-address. */
export default function EditAddressPage() {
  return <EditAddressPageView />;
}
