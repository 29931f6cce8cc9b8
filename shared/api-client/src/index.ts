export { apiGet, apiPost, configureApiClient, type ApiClientOptions, type PostOptions } from './client';
export { ApiError, ERROR_NOTICE, readReply, type ApiReply } from './status-rules';
export { readCookie } from './cookies';
