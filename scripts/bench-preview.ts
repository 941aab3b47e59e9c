// Benchmark, not a test: how long an edit of a country term and a text takes to show on the open
// page of `selfservice preview --country no`, against the budget of 2 s. Median of 7 edits
// (after one warm-up), each a new fee and a new sentence; also the generator's share of each, as
// the preview prints it ("regenerated in N ms").
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.js';
import { msUntilShown, startPreviewCopy } from '../tests/e2e/support/preview-copy.js';
import { median } from './bench/median.js';

const EDITS = 7;
const BUDGET_MS = 2_000;

const preview = await startPreviewCopy('no');
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
try {
  const page = await browser.newPage();
  await page.goto(`${preview.origin}/no/payment-options`, { timeout: 120_000 });
  await page.locator('.ap-toolbar').waitFor({ timeout: 120_000 });
  await page.locator('main', { hasText: '29 kr per måned' }).waitFor({ timeout: 60_000 });

  let fee = 29;
  let sentence = 'Hos oss velger du';
  const shown: number[] = [];
  const generated: number[] = [];
  for (let round = 0; round <= EDITS; round++) {
    const nextFee = 30 + round;
    const nextSentence = `Runde ${round}, du velger`;
    const since = preview.printed().length;
    preview.edit(
      'countries/no.yaml',
      `kontoAdmin:\n    available: true\n    amount: ${fee}`,
      `kontoAdmin:\n    available: true\n    amount: ${nextFee}`,
    );
    preview.edit(
      'content/messages/nb.yaml',
      `page.paymentOptions.intro: ${sentence}`,
      `page.paymentOptions.intro: ${nextSentence}`,
    );
    const ms = await msUntilShown(
      page,
      [`${nextFee}\u00a0kr per måned`, nextSentence],
      60_000,
    ).catch(async (error: unknown) => {
      const main = await page.locator('main').textContent();
      throw new Error(
        `${String(error)}\npage: ${main?.slice(0, 400)}\npreview: ${preview.printed().slice(since)}`,
      );
    });
    const generatedMs = Number(/regenerated in (\d+) ms/.exec(preview.printed().slice(since))?.[1]);
    [fee, sentence] = [nextFee, nextSentence];
    if (round === 0) continue; // the first edit warms the dev server's module graph
    shown.push(ms);
    generated.push(generatedMs);
    console.log(`edit ${round}: shown after ${ms} ms (generator ${generatedMs} ms)`);
  }
  const middle = median(shown);
  console.log(
    `\nedit to page, median of ${EDITS}: ${middle} ms (min ${Math.min(...shown)}, max ${Math.max(...shown)}); generator median ${median(generated)} ms`,
  );
  console.log(
    `budget ${BUDGET_MS} ms: ${middle <= BUDGET_MS ? 'within' : 'OVER'} (${((middle / BUDGET_MS) * 100).toFixed(0)} % of it)`,
  );
} finally {
  await browser.close();
  await preview.stop();
}
