import { remoteRoots } from '@shop/ui/remote-roots';

/** This remote's page root and region root (a popup's, a module shown in another page), named with its build version. */
export const { PageRoot, RegionRoot } = remoteRoots('account-loyalty', __REMOTE_VERSION__);
