/** @jest-environment node */
import { mayStaff, STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@shop/contracts';
import { createTestApp, logInSession, type TestApp } from '../../test/test-app';
import { createToken } from './staff';

// Every role against every admin route: a role the permission table (the contracts'
// STAFF_PERMISSIONS) allows gets past the check (whatever the route then says of the empty
// request), any other gets 403, before its input is even read. The routes come from the OpenAPI
// document, so a new admin route is walked as soon as it exists, and one that names no permission
// fails here (nobody could call it).

let t: TestApp;
const tokens = new Map<StaffRole, string>();

interface AdminRoute { method: 'GET' | 'POST'; path: string; permission: StaffPermission | undefined }

async function adminRoutes(): Promise<AdminRoute[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { description?: string }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/setup')
    .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as AdminRoute['method'],
      // A route's params as ids: '/api/admin/orders/{id}' → '/api/admin/orders/1'.
      path: path.replace(/\{[^}]+\}/g, '1'),
      permission: /Permission: ([a-z.]+) \(/.exec(operation.description ?? '')?.[1] as StaffPermission | undefined,
    })));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) {
    const created = await t.db.orm.transaction((tx) => createToken(tx, { actor: 'test' }, { name: `${role} walk`, role, createdBy: null }));
    tokens.set(role, created.token);
  }
});
afterAll(async () => { await t.close(); });

it('finds every admin route, each with a permission of the table', async () => {
  const routes = await adminRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(35);
  // The catalogue import's job routes among them (the import's own, its progress, the recent ones).
  expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining([
    'POST /api/admin/catalog/import', 'GET /api/admin/catalog/imports', 'GET /api/admin/catalog/imports/1',
  ]));
  expect(routes.filter((route) => !route.permission || !(route.permission in STAFF_PERMISSIONS))).toEqual([]);
});

it.each(STAFF_ROLES)('lets %s call exactly the routes its permissions allow', async (role) => {
  const outcomes = [];
  for (const route of await adminRoutes()) {
    const response = await t.app.inject({ method: route.method, url: route.path, headers: { authorization: `Bearer ${tokens.get(role)}` } });
    const refused = response.statusCode === 403 && response.json().error === 'forbidden';
    outcomes.push({ route: `${route.method} ${route.path}`, allowed: mayStaff(role, route.permission!), refused, unauthorized: response.statusCode === 401 });
  }
  expect(outcomes.filter((outcome) => outcome.unauthorized || outcome.allowed === outcome.refused)).toEqual([]);
});

it('refuses a logged-in customer without a role on every admin route, naming nothing of the shop', async () => {
  const session = await logInSession(t, { email: 'shopper@example.com' });
  for (const route of await adminRoutes()) {
    const response = await t.app.inject({ method: route.method, url: route.path, headers: { cookie: session.cookie, 'x-xsrf-token': session.token } });
    expect([route.path, response.statusCode, Object.keys(response.json()).sort()]).toEqual([route.path, 403, ['error', 'message', 'status']]);
  }
});
