// What the API's `z.string().uuid()` accepts (RFC 9562: any version, the nil and the max UUID),
// for a page that checks an address's id without downloading zod for it. uuid.test.ts holds
// the two to the same answers.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether `value` is an id the API would take (a UUID). */
export const isUuid = (value: string): boolean => UUID.test(value);
