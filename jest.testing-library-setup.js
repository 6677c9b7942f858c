// findBy* and waitFor give up after 1 s by default. A test of ours waits for a render after a scripted
// answer, which a quiet machine gives in milliseconds; on a shared 2-core machine running the services'
// tests beside it, a second can pass. Waiting longer costs nothing when the test passes.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5_000 });
