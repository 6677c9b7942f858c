import { listenForStepUp, registerLocalStepUpHost, requestStepUp } from '../step-up-request';

describe('step-up requests', () => {
  it("go to this bundle's own gate first", async () => {
    const unregister = registerLocalStepUpHost((settle) => settle(true));
    const foreign = jest.fn();
    const unlisten = listenForStepUp(foreign);
    await expect(requestStepUp()).resolves.toBe(true);
    expect(foreign).not.toHaveBeenCalled();
    unregister();
    unlisten();
  });

  it("without one, to the page's gate through a window event; with none at all, refused", async () => {
    const unlisten = listenForStepUp((settle) => settle(false));
    await expect(requestStepUp()).resolves.toBe(false);
    unlisten();
    await expect(requestStepUp()).resolves.toBe(false);
  });
});
