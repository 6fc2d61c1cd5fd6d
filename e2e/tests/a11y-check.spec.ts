import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';

// The axe check every suite relies on: it must fail on a blocking violation, also when axe is
// already in the page from an earlier check of it.
test('the accessibility check fails on a serious violation, at the first check of a page and at the next', async ({
  page,
}) => {
  const document_ = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Check</title></head><body>${body}</body></html>`;
  await page.setContent(
    document_('<main><h1>Fine</h1><button type="button">Fine too</button></main>'),
  );
  await expectAccessible(page, 'a clean page');
  await page.setContent(document_('<main><h1>Not fine</h1><button type="button"></button></main>'));
  await expect(expectAccessible(page, 'a button with no name')).rejects.toThrow(/button-name/);
  await page.evaluate(() =>
    document.querySelector('button')!.setAttribute('aria-label', 'Now named'),
  );
  await expectAccessible(page, 'the button named');
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x.png">'));
  await expect(expectAccessible(page, 'an image with no text')).rejects.toThrow(/image-alt/);
});
