import assert from 'node:assert/strict';
import { STAFF_SESSION_COOKIE, type StaffRole } from '@shop/shared/contract';
import { addStaffMember } from '../modules/identity';
import type { TestApp } from './test-db';

/** The password of every member of staff the tests add. */
export const TEST_STAFF_PASSWORD = 'pult-heslo-2026';

/** The desk session cookie (Set-Cookie) of a response, or undefined. */
export function staffCookieOf(setCookie: string | string[] | undefined): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = cookies.find((cookie) => cookie.startsWith(`${STAFF_SESSION_COOKIE}=`));
  return found?.slice(STAFF_SESSION_COOKIE.length + 1).split(';')[0] || undefined;
}

/** Adds a member of staff and signs them in through the API: their session cookie's token. */
export async function staffSession(t: TestApp, email: string, role: StaffRole): Promise<string> {
  await addStaffMember(t.database.db, {
    email,
    name: `Test ${role}`,
    role,
    password: TEST_STAFF_PASSWORD,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/desk/session',
    payload: { email, password: TEST_STAFF_PASSWORD },
  });
  assert.equal(response.statusCode, 200, response.body);
  const token = staffCookieOf(response.headers['set-cookie']);
  assert.ok(token, 'the sign-in sets the desk session cookie');
  return token;
}
