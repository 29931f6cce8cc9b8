import { useEffect } from 'react';
import type { ApiReply } from '@shop/api-client';
import { NOT_LOGGED_IN } from '@shop/contracts';
import { loadCurrentUser } from '@shop/session';
import { useRequest, type RequestState } from '@shop/ui';

/**
 * An account call answered not_logged_in: the session ended on the server (expired, logged out in
 * another tab). Asking for the current user again drops the logged-in flag (spec §4, §8), and the
 * account layout then shows the login prompt instead of the page.
 */
export function noteRefusal(error: string): void {
  if (error === NOT_LOGGED_IN) void loadCurrentUser();
}

/** useRequest for an account call, noting a not_logged_in reply (see noteRefusal). */
export function useAccountRequest<T>(key: string, load: () => Promise<ApiReply<T>>): { state: RequestState<ApiReply<T>>; retry: () => void } {
  const request = useRequest(key, load);
  const { state } = request;
  const refused = state.status === 'done' && isRefusal(state.data) ? state.data.error : null;
  useEffect(() => {
    if (refused) noteRefusal(refused);
  }, [refused]);
  return request;
}

function isRefusal(reply: unknown): reply is { status: 400; error: string } {
  return typeof reply === 'object' && reply !== null && (reply as { status?: unknown }).status === 400;
}
