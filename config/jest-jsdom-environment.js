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

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, { ...context, testEnvironmentOptions: { ...context?.testEnvironmentOptions } });
    const jsdomFormData = this.global.FormData;
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.global.FormData = formDataReadingForms(globalThis.FormData, jsdomFormData);
  }
}
module.exports = JsdomWithFetchEnvironment;
