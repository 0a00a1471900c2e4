const path = require('node:path');

/**
 * jsdom's own file (the one jest-environment-jsdom loads), or a package beside it. jsdom comes with
 * jest-environment-jsdom, at its version: not a dependency of its own in package.json.
 */
const jsdomDir = path.dirname(
  require.resolve('jsdom/package.json', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] }),
);
const fromJsdom = (request) => require(require.resolve(request, { paths: [jsdomDir] }));

/**
 * Calls `atTopLevel(ch, i)` for each character of `text` outside quotes, brackets and parentheses
 * (the one scan both readers below need).
 */
function forEachTopLevel(text, atTopLevel) {
  let depth = 0;
  let quote = null;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (depth === 0) atTopLevel(ch, i);
  }
}

/** The rule's selectors (split at commas outside brackets, parentheses and quotes). */
function selectorList(text) {
  const parts = [];
  let start = 0;
  forEachTopLevel(text, (ch, i) => {
    if (ch !== ',') return;
    parts.push(text.slice(start, i));
    start = i + 1;
  });
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

/**
 * The element name a selector's subject must have (lower case), or null when it may be any element
 * (no type selector, `*`, a namespace, or text this does not read).
 */
function subjectName(selector) {
  let subject = 0;
  forEachTopLevel(selector, (ch, i) => {
    if (/[\s>+~]/.test(ch)) subject = i + 1;
  });
  const name = /^([a-zA-Z][a-zA-Z0-9-]*)(?![a-zA-Z0-9-|\\])/.exec(selector.slice(subject));
  return name ? name[1].toLowerCase() : null;
}

/**
 * jsdom's computed style matches every element against each of the ~120 rules of its default
 * style sheet (nwsapi, one selector at a time), each time its style cache was dropped: most of a
 * client test's `*ByRole` time. A rule whose every selector names its subject's element (`td, th`,
 * `ul ul`, `input[type="hidden"]`) cannot match an element of another name, so each element is
 * matched only against the rules that name its element or name none, in the sheet's order, with
 * jsdom's own matching: the same rules apply in the same order. The page's own style sheets are
 * read as jsdom reads them. Installed before jsdom's Window is loaded (it keeps the function it
 * finds then); a jsdom whose helpers differ is left as it is.
 */
function indexDefaultStyleSheet() {
  let styleRules;
  let CSSStyleDeclaration;
  let matchesDontThrow;
  let defaultSheet;
  try {
    styleRules = fromJsdom('./lib/jsdom/living/helpers/style-rules.js');
    ({ CSSStyleDeclaration } = fromJsdom('cssstyle'));
    ({ matchesDontThrow } = fromJsdom('./lib/jsdom/living/helpers/selectors.js'));
    defaultSheet = fromJsdom('rrweb-cssom').parse(fromJsdom('./lib/jsdom/browser/default-stylesheet.js'));
  } catch {
    return;
  }
  if (typeof styleRules.getDeclarationForElement !== 'function' || !CSSStyleDeclaration) return;
  const rules = Array.from(defaultSheet.cssRules);
  if (rules.some((rule) => rule.media)) return; // jsdom's handling of @media rules is not repeated here
  /** Each rule's subject names (null: any element). */
  const named = rules.map((rule) =>
    typeof rule.selectorText === 'string' ? selectorList(rule.selectorText).map(subjectName) : [null],
  );
  const byName = new Map();
  const rulesFor = (localName) => {
    const name = localName.toLowerCase();
    let list = byName.get(name);
    if (!list) {
      list = rules.filter((_rule, i) => named[i].some((subject) => subject === null || subject === name));
      byName.set(name, list);
    }
    return list;
  };
  const defaultIndex = new Map(rules.map((rule, i) => [rule, i]));
  const matches = (rule, elementImpl) => matchesDontThrow(elementImpl, rule.selectorText);

  /** Declarations of the default sheet's rules alone, by which rules matched: many elements share one. */
  const defaultsOnly = new Map();

  // jsdom's getDeclarationForElement (its style rules helper), the default sheet's
  // rules narrowed by the element's name. jsdom only reads the declaration (getComputedStyle copies
  // it), so an element that only default rules apply to (no rule of the page's sheets, no inline
  // style) gets the one declaration made for that list of rules.
  styleRules.getDeclarationForElement = (elementImpl) => {
    let styleCache = elementImpl._ownerDocument._styleCache;
    if (!styleCache) styleCache = elementImpl._ownerDocument._styleCache = new WeakMap();
    const cachedDeclaration = styleCache.get(elementImpl);
    if (cachedDeclaration) return cachedDeclaration;
    const matched = rulesFor(elementImpl.localName).filter((rule) => matches(rule, elementImpl));
    for (const sheet of elementImpl._ownerDocument.styleSheets._list) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule.media) {
          if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) {
            for (const innerRule of Array.from(rule.cssRules))
              if (matches(innerRule, elementImpl)) matched.push(innerRule);
          }
        } else if (matches(rule, elementImpl)) matched.push(rule);
      }
    }
    const build = () => {
      const declaration = new CSSStyleDeclaration();
      const handleProperty = (style, property) => {
        const value = style.getPropertyValue(property);
        if (value === 'unset') declaration.removeProperty(property);
        else declaration.setProperty(property, value, style.getPropertyPriority(property));
      };
      for (const rule of matched) {
        for (const property of Array.from(rule.style)) handleProperty(rule.style, property);
      }
      for (const property of Array.from(elementImpl.style)) handleProperty(elementImpl.style, property);
      return declaration;
    };
    let declaration;
    if (elementImpl.style.length === 0 && matched.every((rule) => defaultIndex.has(rule))) {
      const key = matched.map((rule) => defaultIndex.get(rule)).join(',');
      declaration = defaultsOnly.get(key);
      if (!declaration) {
        declaration = build();
        defaultsOnly.set(key, declaration);
      }
    } else declaration = build();
    styleCache.set(elementImpl, declaration);
    return declaration;
  };
}
indexDefaultStyleSheet();

/**
 * Testing Library's `*ByLabelText` asks every element of the container for its `labels`, and jsdom
 * answers each by walking the whole document and asking every label for its `control`, which
 * walks the document again for a label with `for`: a large part of the client tests' form queries.
 * Keep each attached label's control, and the labels of each control of the document, until the
 * document changes: jsdom drops its style cache (the document's `_styleCache`) on any change to
 * the attached tree (children, attributes, text), and these answers go with it, as the computed
 * styles do. A custom element defined since also drops them (it can make an element labelable
 * without changing the tree). Answers are jsdom's own getter and walk; a label out of the document,
 * or an element whose `labels` were first asked outside it (jsdom then walks that other root for
 * good), is asked of jsdom each time. Installed before jsdom's elements are loaded (they keep the
 * function they find then); a jsdom whose helpers differ is left as it is.
 */
function memoiseLabels() {
  let formControls;
  let NodeList;
  let domSymbolTree;
  let idlUtils;
  try {
    // form-controls first: jsdom's modules load in its own order (an element's module required
    // before jsdom is loaded breaks it); these three are already loaded by form-controls.
    formControls = fromJsdom('./lib/jsdom/living/helpers/form-controls.js');
    NodeList = fromJsdom('./lib/jsdom/living/generated/NodeList.js');
    ({ domSymbolTree } = fromJsdom('./lib/jsdom/living/helpers/internal-constants.js'));
    idlUtils = fromJsdom('./lib/jsdom/living/generated/utils.js');
  } catch {
    return () => {};
  }
  if (typeof formControls.getLabelsForLabelable !== 'function') return () => {};
  if (typeof formControls.isLabelable !== 'function' || typeof NodeList.createImpl !== 'function')
    return () => {};

  const definedCount = (documentImpl) => {
    const registry = documentImpl._globalObject?._customElementRegistry;
    return registry ? (idlUtils.implForWrapper(registry)?._customElementDefinitions?.length ?? 0) : 0;
  };
  /** Per document: the answers kept since its last change. */
  const kept = new WeakMap();
  const answersFor = (documentImpl) => {
    // jsdom sets `_styleCache` back to null on a change and makes a new one when it next needs it;
    // making it here when it is null gives each unchanged stretch of the document its own token.
    if (!documentImpl._styleCache) documentImpl._styleCache = new WeakMap();
    const defined = definedCount(documentImpl);
    let answers = kept.get(documentImpl);
    if (!answers || answers.token !== documentImpl._styleCache || answers.defined !== defined) {
      answers = { token: documentImpl._styleCache, defined, controls: new WeakMap(), labels: null };
      kept.set(documentImpl, answers);
    }
    return answers;
  };

  /** Each control's labels in the document, in tree order: jsdom's walk, done once for all. */
  const labelsByControl = (documentImpl) => {
    const answers = answersFor(documentImpl);
    if (!answers.labels) {
      answers.labels = new Map();
      for (const descendant of domSymbolTree.treeIterator(documentImpl)) {
        const control = descendant.control;
        if (!control) continue;
        const list = answers.labels.get(control);
        if (list) list.push(descendant);
        else answers.labels.set(control, [descendant]);
      }
    }
    return answers.labels;
  };
  const none = [];

  // jsdom's getLabelsForLabelable, whose query reads the labels of a control of the document from
  // the walk above.
  formControls.getLabelsForLabelable = (labelable) => {
    if (!formControls.isLabelable(labelable)) return null;
    if (!labelable._labels) {
      const root = labelable.getRootNode({});
      const isDocument = root === labelable._ownerDocument;
      labelable._labels = NodeList.createImpl(root._globalObject, [], {
        element: root,
        query: () => {
          if (isDocument) return labelsByControl(root).get(labelable) ?? none;
          const nodes = [];
          for (const descendant of domSymbolTree.treeIterator(root)) {
            if (descendant.control === labelable) nodes.push(descendant);
          }
          return nodes;
        },
      });
    }
    return labelable._labels;
  };

  // The label's own getter: its module can only be required once jsdom has made a window (required
  // sooner, jsdom's modules load out of their order); done once.
  let done = false;
  return function memoiseLabelControls() {
    if (done) return;
    done = true;
    let HTMLLabelElementImpl;
    try {
      HTMLLabelElementImpl = fromJsdom('./lib/jsdom/living/nodes/HTMLLabelElement-impl.js').implementation;
    } catch {
      return;
    }
    const controlGetter = Object.getOwnPropertyDescriptor(
      HTMLLabelElementImpl?.prototype ?? {},
      'control',
    )?.get;
    if (!controlGetter) return;
    Object.defineProperty(HTMLLabelElementImpl.prototype, 'control', {
      configurable: true,
      enumerable: false,
      get() {
        if (!this._attached || !this._ownerDocument) return controlGetter.call(this);
        const { controls } = answersFor(this._ownerDocument);
        if (controls.has(this)) return controls.get(this);
        const control = controlGetter.call(this);
        controls.set(this, control);
        return control;
      },
    });
  };
}
const memoiseLabelControls = memoiseLabels();

// jsdom has no fetch. Give the client tests Node's fetch and the web classes it works with
// (Request, FormData, Blob, AbortSignal, streams...) so RTK Query runs as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'BroadcastChannel',
  'URL',
  'URLSearchParams',
];

/**
 * Node's FormData cannot be built from a <form> element, as a browser's can. React 19 does exactly
 * that (`new FormData(form, submitter)`) when a submit handler starts a transition, e.g. a
 * react-router navigation. Read such a form with jsdom's own FormData and copy its text entries.
 */
function formDataReadingForms(NodeFormData, JsdomFormData) {
  return class FormData extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (form === undefined) return;
      for (const [name, value] of new JsdomFormData(form, submitter ?? null)) {
        if (typeof value === 'string') this.append(name, value);
      }
    }
  };
}

/**
 * jsdom's getComputedStyle matches the element against its whole default style sheet, builds a new
 * declaration and resolves every inherited property up to the root, on every call. Testing
 * Library asks it for each element of each `*ByRole` query and each node of an accessible name,
 * and user-event for each ancestor of a clicked element: it was the largest cost of the client
 * tests. Keep each element's answer for as long as jsdom keeps its own style cache: jsdom drops
 * that cache (the document's `_styleCache`) on any change to the attached tree or its style
 * sheets, and the answers go with it. Elements out of the document and pseudo-elements are asked
 * of jsdom each time.
 */
function memoisedComputedStyle(window) {
  const computedStyle = window.getComputedStyle.bind(window);
  // jsdom's own document object, behind the page's `document` under jsdom's "impl" symbol.
  const implSymbol = Object.getOwnPropertySymbols(window.document).find((s) => s.description === 'impl');
  const documentImpl = implSymbol && window.document[implSymbol];
  if (!documentImpl || !('_styleCache' in documentImpl)) return computedStyle; // another jsdom
  let styleCache = null;
  let answers = new WeakMap();
  return function getComputedStyle(element, pseudoElement) {
    if (pseudoElement || !element?.isConnected) return computedStyle(element, pseudoElement);
    if (documentImpl._styleCache !== styleCache || !styleCache) answers = new WeakMap();
    let style = answers.get(element);
    if (!style) {
      style = computedStyle(element);
      answers.set(element, style);
      styleCache = documentImpl._styleCache;
    }
    return style;
  };
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, { ...context, testEnvironmentOptions: { ...context?.testEnvironmentOptions } });
    memoiseLabelControls();
    const jsdomFormData = this.global.FormData;
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.global.FormData = formDataReadingForms(globalThis.FormData, jsdomFormData);
    this.global.getComputedStyle = memoisedComputedStyle(this.global);
  }
}
module.exports = JsdomWithFetchEnvironment;
