// `testTimeout` is a global jest option: in a project config it is ignored when jest runs from the
// root (as `npm test` does), so the preset passes each project's value here and this sets it per file.
/* global __DOP_TEST_TIMEOUT__, jest */
if (typeof __DOP_TEST_TIMEOUT__ === 'number') jest.setTimeout(__DOP_TEST_TIMEOUT__);
