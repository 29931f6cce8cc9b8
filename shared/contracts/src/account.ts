import { Type, type Static } from '@sinclair/typebox';
import { Ok } from './envelope';

/**
 * What the page knows of the logged-in customer (header, menus, greetings). The account pages
 * load the full customer (spec §3 Account) themselves.
 */
export const CustomerSummary = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  telephone: Type.String(),
});
export type CustomerSummary = Static<typeof CustomerSummary>;

/** GET /api/account/me. A guest gets HTTP 400 `{status:400, error:'not_logged_in'}`. */
export const MeReply = Ok({ customer: CustomerSummary });
export type MeReply = Static<typeof MeReply>;

/** GET /api/session: `{status:200}`, with the session and XSRF cookies set when they were missing or invalid. */
export const SessionReply = Ok({});
export type SessionReply = Static<typeof SessionReply>;

/** POST /api/account/logout (any body, spec §7 sends none): always `{status:200}`, also for a guest. */
export const LogoutReply = Ok({});
export type LogoutReply = Static<typeof LogoutReply>;


