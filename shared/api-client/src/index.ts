export { apiGet, apiPost, configureApiClient, type ApiClientOptions, type PostOptions } from './client';
export { ApiError, ERROR_NOTICE, type ApiReply } from './status-rules';
