// The one wait-for helper lives in service-kit, where deploy's supervisor (which does not depend on
// service-testing) waits for its children with it too; tests import it from here.
export { waitFor, type WaitOptions } from '@dop/service-kit/src/wait-for';
