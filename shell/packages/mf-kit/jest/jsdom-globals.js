// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time; Node's are the
// same WHATWG implementations browsers have.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
