// The one free-port helper lives in service-kit, where deploy's supervisor (which does not depend on
// service-testing) picks its children's ports with it too; tests import it from here.
export { freePort } from '@dop/service-kit/src/free-port';
