import { errorMessage, rememberFailedRequest, takeFailedRequestReference, type ErrorWords } from './errors';

const answer = (status: number, data?: unknown) => ({ status, data });
const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

const words: ErrorWords = {
  byCode: { MULTIPLE_VENDORS: 'One vendor per bill.' },
  noResponse: 'Network error.',
  byStatus: { 404: 'Not found.', 409: { server: true, fallback: 'Already exists.' } },
  serverWords: 'refusals',
  prefix: 'Error: ',
  ignore: ['Something went wrong'],
  serverFailure: 'Try again later.',
  fallback: 'Failed.',
};

test.each([
  [
    'an errorCode first',
    answer(400, { message: 'Mixed', errorCode: 'MULTIPLE_VENDORS' }),
    'One vendor per bill.',
  ],
  ['no answer at all', noAnswer, 'Network error.'],
  ['fixed words for a status', answer(404, { message: 'Trip T9 not found' }), 'Not found.'],
  [
    "a status that shows the server's words",
    answer(409, { message: 'Vendor Laxmi already exists.' }),
    'Vendor Laxmi already exists.',
  ],
  ['...or its fallback when the server said nothing', answer(409), 'Already exists.'],
  [
    "a refusal in the server's words, with the prefix",
    answer(400, { message: 'Rate cannot be negative.' }),
    'Error: Rate cannot be negative.',
  ],
  [
    'a generic server text counts as none',
    answer(500, { message: 'Something went wrong' }),
    'Try again later.',
  ],
  ['a 5xx is a server failure, not a refusal', answer(502, { message: 'Bad gateway' }), 'Try again later.'],
])('%s', (_case, error, expected) => {
  expect(errorMessage(error, words)).toBe(expected);
});

test("without serverWords the fallback is shown, followed by a refusal's reason", () => {
  expect(errorMessage(answer(400, { message: 'Rate cannot be negative.' }), { fallback: 'Failed.' })).toBe(
    'Failed. Rate cannot be negative.',
  );
  expect(errorMessage(answer(500, { message: 'Internal Server Error' }), { fallback: 'Failed.' })).toBe(
    'Failed.',
  );
  expect(
    errorMessage(answer(400, { message: 'Something went wrong.' }), {
      fallback: 'Failed.',
      ignore: ['Something went wrong.'],
    }),
  ).toBe('Failed.');
  expect(errorMessage(noAnswer, { serverWords: 'any', fallback: 'Failed.' })).toBe('Failed.');
});

describe("a failed call's reference for the error notice that follows it", () => {
  test('is taken once, by the notice shown at once', () => {
    rememberFailedRequest('7f3a9c01', 1_000);
    expect(takeFailedRequestReference(1_500)).toBe('7f3a9c01');
    expect(takeFailedRequestReference(1_600)).toBeUndefined();
  });

  test("is not given to an error of the screen's own shown later (a field left empty)", () => {
    rememberFailedRequest('0badc0de', 1_000);
    expect(takeFailedRequestReference(3_001)).toBeUndefined();
  });

  test('an answer without a request id leaves nothing to take', () => {
    rememberFailedRequest(null, 1_000);
    expect(takeFailedRequestReference(1_001)).toBeUndefined();
  });
});
