// The client tests' environment (config/jest-jsdom-environment.js) keeps each element's computed
// style until the document changes: what Testing Library reads must still follow every change.

const style = (element: Element) => window.getComputedStyle(element);

afterEach(() => document.body.replaceChildren());

function shown() {
  const outer = document.createElement('div');
  const inner = document.createElement('span');
  outer.append(inner);
  document.body.append(outer);
  return { outer, inner };
}

test('asked twice with nothing changed, the same answer is given without asking jsdom again', () => {
  const { inner } = shown();
  expect(style(inner)).toBe(style(inner));
});

test('a rule of a style sheet added later applies', () => {
  const { outer } = shown();
  outer.className = 'gone';
  expect(style(outer).display).toBe('block');
  const sheet = document.createElement('style');
  sheet.textContent = '.gone { display: none }';
  document.head.append(sheet);
  expect(style(outer).display).toBe('none');
  sheet.remove();
  expect(style(outer).display).toBe('block');
});

test('a class, an inline style and the hidden attribute change the answer at once', () => {
  const sheet = document.createElement('style');
  sheet.textContent = '.faded { visibility: hidden }';
  document.head.append(sheet);
  const { outer, inner } = shown();
  expect(style(inner).visibility).toBe('visible');
  outer.classList.add('faded');
  expect(style(inner).visibility).toBe('hidden'); // inherited from the parent
  outer.classList.remove('faded');
  expect(style(inner).visibility).toBe('visible');
  inner.style.display = 'none';
  expect(style(inner).display).toBe('none');
  inner.style.display = '';
  inner.hidden = true;
  expect(style(inner).display).toBe('none');
  sheet.remove();
});

test('an element moved under a hidden parent inherits from its new parent', () => {
  const { inner } = shown();
  const hiddenParent = document.createElement('div');
  hiddenParent.style.visibility = 'hidden';
  document.body.append(hiddenParent);
  expect(style(inner).visibility).toBe('visible');
  hiddenParent.append(inner);
  expect(style(inner).visibility).toBe('hidden');
});

test('an element out of the document is asked of jsdom each time', () => {
  const loose = document.createElement('p');
  expect(style(loose)).not.toBe(style(loose));
});
