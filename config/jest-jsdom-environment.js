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
    const jsdomFormData = this.global.FormData;
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.global.FormData = formDataReadingForms(globalThis.FormData, jsdomFormData);
    this.global.getComputedStyle = memoisedComputedStyle(this.global);
  }
}
module.exports = JsdomWithFetchEnvironment;
