import { ActivityThrottle, touchActivity } from '../../src/events/activity-writer';
import { activityKey, domainActivityModel } from '../../src/models/domain-activity-model';
import { startHarness, type Harness } from '../helpers/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.start({ consume: false });
}, 60_000);

afterAll(() => h.close());

describe('touchActivity', () => {
  it('keeps the newest time per user and domain whatever order lines come in, and skips lines without a domain', async () => {
    const model = domainActivityModel(h.app().mongo);
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    await touchActivity(model, [
      { domain: 'a.com', userId: 'u1', timestamp: at(5) },
      { domain: 'a.com', userId: 'u1', timestamp: at(9) },
      { domain: 'a.com', userId: null, timestamp: at(1) },
      { domain: null, userId: 'u1', timestamp: at(30) },
    ]);
    await touchActivity(model, [{ domain: 'a.com', userId: 'u1', timestamp: at(7) }]);
    const rows = await model.find().sort({ userId: -1 }).lean();
    expect(rows).toEqual([
      { _id: activityKey('u1', 'a.com'), domain: 'a.com', userId: 'u1', latest: at(9) },
      { _id: activityKey(null, 'a.com'), domain: 'a.com', userId: null, latest: at(1) },
    ]);
  });
});

describe('ActivityThrottle', () => {
  it('lets a pair through again only once its time moved by the resolution, and after forget', async () => {
    const model = domainActivityModel(h.app().mongo);
    const throttle = new ActivityThrottle(5_000);
    const at = (s: number) => new Date(Date.UTC(2026, 1, 1, 0, 0, s));
    await touchActivity(model, [{ domain: 't.com', userId: 'u9', timestamp: at(0) }], throttle);
    await touchActivity(model, [{ domain: 't.com', userId: 'u9', timestamp: at(3) }], throttle);
    expect((await model.findById(activityKey('u9', 't.com')).lean())?.latest).toEqual(at(0));
    await touchActivity(model, [{ domain: 't.com', userId: 'u9', timestamp: at(6) }], throttle);
    expect((await model.findById(activityKey('u9', 't.com')).lean())?.latest).toEqual(at(6));
    await model.deleteMany({ userId: 'u9' });
    throttle.forget();
    await touchActivity(model, [{ domain: 't.com', userId: 'u9', timestamp: at(7) }], throttle);
    expect((await model.findById(activityKey('u9', 't.com')).lean())?.latest).toEqual(at(7));
  });
});
