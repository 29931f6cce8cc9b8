import { remoteRoots } from '@shop/ui/remote-roots';

/** The back office's root inside its main region: which remote and build drew the page (tests and tools read it). */
export const { RegionRoot } = remoteRoots('backoffice', __REMOTE_VERSION__);
