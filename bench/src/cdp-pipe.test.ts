import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@dakiya/test-kit/browser';
import { CdpBrowser } from './cdp-pipe';

// The pipe to a real Chromium (the one e2e uses: the phone bench's headless shell speaks the same
// protocol over the same pipe).
describe('CdpBrowser', () => {
  let browser: CdpBrowser;
  beforeAll(async () => {
    browser = await CdpBrowser.launch(CHROMIUM_PATH, CHROMIUM_ARGS);
  }, 30_000);
  afterAll(() => browser.close(), 30_000);

  it("answers a page's command through the session it is attached as, and its events", async () => {
    const created: string[] = [];
    const stopListening = browser.on('Target.targetCreated', ({ targetInfo }) =>
      created.push((targetInfo as { targetId: string }).targetId),
    );
    await browser.send('Target.setDiscoverTargets', { discover: true });
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
    });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const { result } = await browser.send<{ result: { value: number } }>(
      'Runtime.evaluate',
      { expression: '6 * 7', returnByValue: true },
      sessionId,
    );
    expect(result.value).toBe(42);
    expect(created).toContain(targetId);
    stopListening();
    await browser.send('Target.closeTarget', { targetId });
  }, 30_000);

  it('rejects a command the browser refuses, naming it', async () => {
    await expect(browser.send('Target.closeTarget', { targetId: 'none' })).rejects.toThrow(
      /^Target\.closeTarget: /,
    );
  });
});
