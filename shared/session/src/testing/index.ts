// Test doubles for the apps' tests (`@shop/session/testing`): the API behind the commands, a
// server cart, and a fresh page. A test mocks @shop/api-client first (see fake-api.ts).
export { fakeApi, deferred, serverCart, CUSTOMER, type FakeApi, type Call } from './fake-api';
export { resetPage } from './reset';
