import { INDIAN_MOBILE_SOURCE, indianMobile } from './indian-mobile';

// The rule's source (named beside the rule): INDIAN_MOBILE_SOURCE, marked unconfirmed there.
test('the source is named and marked unconfirmed', () => {
  expect(INDIAN_MOBILE_SOURCE).toContain('techrounder.com');
  expect(INDIAN_MOBILE_SOURCE).toContain('unconfirmed');
});

test.each([
  ['9822012345', '9822012345'],
  ['6000000001', '6000000001'],
  ['7012345678', '7012345678'],
  ['8123456789', '8123456789'],
  ['+91 98220 12345', '9822012345'],
  ['919822012345', '9822012345'],
  ['+91-98220-12345', '9822012345'],
  ['09822012345', '9822012345'],
  [' (982) 201.2345 ', '9822012345'],
])('%s is the mobile %s', (text, mobile) => {
  expect(indianMobile(text)).toBe(mobile);
});

test.each([
  ['', 'empty'],
  ['1234567890', 'starts with 1'],
  ['5822012345', 'starts with 5'],
  ['2226591234', 'a Mumbai landline (022 2659 1234 without its 0)'],
  ['02226591234', 'a landline with its trunk 0'],
  ['982201234', '9 digits'],
  ['98220123456', '11 digits'],
  ['+1 9822012345', 'another country code'],
  ['9822O12345', 'a letter O'],
])('%s is not a mobile (%s)', (text) => {
  expect(indianMobile(text)).toBeNull();
});
