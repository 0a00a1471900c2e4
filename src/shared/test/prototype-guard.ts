/**
 * Registers an afterEach that fails the test when anything it did reached Object.prototype: a member
 * added or removed, a `polluted` key inherited by every object, or a replaced constructor.
 */
export function expectPrototypesUntouchedAfterEach(): void {
  const prototypeMembers = () => Object.getOwnPropertyNames(Object.prototype).sort();
  const before = prototypeMembers();
  afterEach(() => {
    expect(prototypeMembers()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect({}.constructor).toBe(Object);
  });
}
