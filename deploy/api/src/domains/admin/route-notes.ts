import { ConflictReply, ErrorReply, FailureReply } from '@shop/contracts';

/** What every admin route's description says about who may call it. */
export const ROLE_NOTE = 'A staff session (POST with X-XSRF-TOKEN) or `Authorization: Bearer <API token>`; 401 without, 403 for a shopper or a role without a permission the route needs (STAFF_PERMISSIONS in the contracts).';

/** The failure replies of every admin route. */
export const failures = { 400: ErrorReply, 401: FailureReply, 403: FailureReply, 429: FailureReply };
/** Those of a route that saves a versioned record: 409 when the copy it was made from is stale. */
export const savingFailures = { ...failures, 409: ConflictReply };
