import { interleaveByTarget } from '../../../src/lib/changes/step-order';

const step = (registrar: string, accountId: number, status = 'pending') => ({
  provider: 'registrar' as const,
  target: { registrar, accountId },
  status,
});

test('steps start one account after another, each account in its own order', () => {
  const steps = [
    step('namesilo', 1),
    step('namesilo', 1),
    step('namesilo', 1),
    step('porkbun', 2),
    step('namesilo', 3),
    step('porkbun', 2),
  ];
  expect(interleaveByTarget(steps, () => true)).toEqual([0, 3, 4, 1, 5, 2]);
});

test('only the steps kept, and a set of one account keeps its order', () => {
  const steps = [step('namesilo', 1, 'applied'), step('namesilo', 1), step('namesilo', 1)];
  expect(interleaveByTarget(steps, (s) => s.status === 'pending')).toEqual([1, 2]);
  expect(interleaveByTarget([], () => true)).toEqual([]);
});
