// jsdom has no ResizeObserver and Radix's Switch measures itself with one. jsdom does no layout, so
// an observer that never reports is exactly what a real one would tell it. (Belongs in mf-kit's
// jsdom-globals.js; kept here because shell/packages is another helper's.)
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
