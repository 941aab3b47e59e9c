import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
for (const id of process.argv.slice(2)) {
  await p.goto(`http://127.0.0.1:6124/iframe.html?id=${id}&viewMode=story&globals=country:fi`);
  await p.waitForTimeout(1200);
  console.log('=====', id, '\n', (await p.locator('body').innerText()).slice(0, 500).replace(/\n+/g, ' | '));
}
await b.close();
