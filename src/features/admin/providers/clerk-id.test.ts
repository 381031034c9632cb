import { describe, expect, it } from 'vitest';
import { CLERK_ID_WARNING, clerkIdWarning } from './clerk-id';

describe('the Clerk user ID warning', () => {
  it('says nothing of an ID of Clerk’s form, spaces around it not counted', () => {
    for (const id of ['user_2kQ7hVx9RbT3mN1pLwZ4sY8cF6d', 'user_123', ' user_2abc ']) {
      expect(clerkIdWarning(id, true), id).toBeUndefined();
    }
  });

  it('warns at once of what cannot become one: a name, an email, another prefix', () => {
    for (const id of ['Lena Park', 'lena@clinic.example', 'usr_2abc', 'User_2abc', 'user_2a-b']) {
      expect(clerkIdWarning(id, false), id).toBe(CLERK_ID_WARNING);
    }
  });

  it('waits while only its beginning is typed, and warns of it once the field is left', () => {
    for (const id of ['u', 'user', 'user_']) {
      expect(clerkIdWarning(id, false), id).toBeUndefined();
      expect(clerkIdWarning(id, true), id).toBe(CLERK_ID_WARNING);
    }
  });

  it('leaves an empty field to the form’s own check', () => {
    expect(clerkIdWarning('  ', true)).toBeUndefined();
  });
});
