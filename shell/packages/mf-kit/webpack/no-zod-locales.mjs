// Stands in for zod's `locales` namespace in the browser builds (base-config.js): zod is shared as one
// module, so nothing can be tree-shaken from it, and its 40 translations of error messages were most
// of its 73 KB (brotli). Our schemas use the English messages zod configures by default.
export {};
