import type { InvitePageProps } from '@shop/contracts';
import { InvitePage as InvitePageView } from '../features/invite/invite-page';

/** './InvitePage': /invite/{code}; the shell passes the code. */
export default function InvitePage(props: InvitePageProps) {
  return <InvitePageView {...props} />;
}
