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

// The environment matches each element only against the default style sheet's rules that name its
// element or name none: rules of every shape must still apply.
test("jsdom's default style sheet applies by element, attribute, state, combinator and to any element", () => {
  document.body.innerHTML = `
    <ul><li id="item">a</li></ul>
    <table><tbody><tr><td id="cell">1</td></tr></tbody></table>
    <input id="secret" type="hidden"><input id="text">
    <dialog id="shut"></dialog><dialog id="open" open></dialog>
    <section id="any" hidden></section>
    <select disabled><option id="option">o</option></select>
    <ul><ul id="nested"></ul></ul>`;
  const byId = (id: string) => style(document.getElementById(id)!);
  expect(byId('item').display).toBe('list-item');
  expect(byId('cell').display).toBe('table-cell');
  expect(byId('secret').display).toBe('none');
  expect(byId('text').display).toBe('inline-block');
  expect(byId('shut').display).toBe('none');
  expect(byId('open').color).toBe('rgb(0, 0, 0)'); // dialog's own rule, without dialog:not([open])'s
  expect(byId('any').display).toBe('none');
  expect(byId('option').color).toBe('graytext'); // select[disabled]>option
  expect(byId('nested').getPropertyValue('list-style-type')).toBe('circle'); // ul ul
});

test('elements that only default rules apply to share their rules, and an inline style or a page rule still applies', () => {
  document.body.innerHTML =
    '<p id="one">1</p><p id="two" style="display: inline">2</p><p id="three" class="x">3</p>';
  const sheet = document.createElement('style');
  sheet.textContent = '.x { display: none }';
  document.head.append(sheet);
  const byId = (id: string) => style(document.getElementById(id)!);
  expect([byId('one').display, byId('two').display, byId('three').display]).toEqual([
    'block',
    'inline',
    'none',
  ]);
  sheet.remove();
  expect(byId('three').display).toBe('block');
});

// The environment also keeps each label's `control` and each control's `labels` until the document
// changes: they must follow every change as jsdom's own answers do.

const ids = (elements: ArrayLike<Element> | null) => Array.from(elements ?? [], (element) => element.id);
type Labelled = Element & { labels: NodeListOf<HTMLLabelElement> };

/** Each label's control and each control's labels (by id), as asked of `root`'s document. */
function associations(root: Document) {
  const labels = Array.from(root.querySelectorAll('label'), (label) => [label.id, label.control?.id ?? null]);
  const controls = Array.from(
    root.querySelectorAll<Labelled>('input, select, textarea, button'),
    (control) => [control.id, ids(control.labels)],
  );
  return { labels, controls };
}

/** The same answers from jsdom for a copy of the page that was never asked before. */
function freshAssociations() {
  const fresh = document.implementation.createHTMLDocument('');
  fresh.body.replaceWith(fresh.importNode(document.body, true));
  return associations(fresh);
}

function expectAsJsdom() {
  const kept = associations(document);
  expect(kept).toEqual(freshAssociations());
  return kept;
}

const byId = <T extends Element = HTMLElement>(id: string) => document.getElementById(id) as unknown as T;

test("a label's control and a control's labels follow a changed id and a changed for", () => {
  document.body.innerHTML =
    '<label id="name" for="first">Name</label><input id="first"><input id="second"><label id="wrap">W <input id="inner"></label>';
  const label = byId<HTMLLabelElement>('name');
  expect(label.control).toBe(byId('first'));
  expect(ids(byId<Labelled>('first').labels)).toEqual(['name']);
  expectAsJsdom();
  byId('first').id = 'renamed';
  expect(label.control).toBeNull();
  expect(ids(byId<Labelled>('renamed').labels)).toEqual([]);
  expectAsJsdom();
  byId('second').id = 'first';
  expect(label.control).toBe(byId('first'));
  expectAsJsdom();
  label.htmlFor = 'inner';
  expect(label.control).toBe(byId('inner'));
  expect(ids(byId<Labelled>('inner').labels)).toEqual(['name', 'wrap']);
  expect(ids(byId<Labelled>('first').labels)).toEqual([]);
  expectAsJsdom();
});

test('a control added inside a label, a control made hidden and a control removed change the answers', () => {
  document.body.innerHTML =
    '<label id="wrap">W <span id="slot"></span></label><label id="for" for="x">X</label>';
  const wrap = byId<HTMLLabelElement>('wrap');
  expect(wrap.control).toBeNull();
  expectAsJsdom();
  const added = document.createElement('input');
  added.id = 'x';
  byId('slot').append(added);
  expect(wrap.control).toBe(added);
  expect(byId<HTMLLabelElement>('for').control).toBe(added);
  expect(ids((added as Labelled).labels)).toEqual(['wrap', 'for']);
  expectAsJsdom();
  added.type = 'hidden';
  expect(wrap.control).toBeNull();
  expect(added.labels).toBeNull();
  expectAsJsdom();
  added.type = 'text';
  expect(wrap.control).toBe(added);
  added.remove();
  expect(wrap.control).toBeNull();
  expect(byId<HTMLLabelElement>('for').control).toBeNull();
  expect(ids((added as Labelled).labels)).toEqual([]);
  expectAsJsdom();
});

test('a label out of the document is asked of jsdom each time', () => {
  const label = document.createElement('label');
  expect(label.control).toBeNull();
  const input = document.createElement('input');
  label.append(input);
  expect(label.control).toBe(input);
  document.body.append(label);
  expect(ids((input as Labelled).labels)).toEqual(ids([label]));
  input.remove();
  expect(label.control).toBeNull();
});
