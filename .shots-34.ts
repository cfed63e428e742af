// One-off: ten founders' ideas from ten countries through the running app, each tab screenshotted (issue 34).
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const BASE = 'http://localhost:3134';
const IDEAS: [string, string, string][] = [
  ['ke', 'Mafuta Credit', 'Nairobi. We finance fuel for matatu owners: drivers fill up at partner stations on credit and the owner repays weekly from M-Pesa fares. 1,300 matatus, KSh 90m lent, 2.1% losses. Raising a $1.5M seed.'],
  ['br', 'Prontuário Já', 'Recife. Prontuário Já é um prontuário eletrônico para clínicas de fisioterapia com agendamento e cobrança por Pix. 180 clínicas pagantes. Estamos levantando R$ 6 milhões seed.'],
  ['fr', 'Grange Solaire', 'Toulouse. We install solar roofs on farm barns and sell the power to the grid; the farmer gets a rent and a new roof at no cost. 14 barns done, 40 signed. Raising €3M seed.'],
  ['in', 'DawaKart', 'Indore. DawaKart is a B2B ordering app for chemists in tier-2 towns: they order from 40 distributors in one place and pay in 30 days. 2,600 chemists ordering. Raising 2.5 lakh crore to expand to 12 states.'],
  ['ng', 'PayDay Naija', 'Abuja. PayDay Naija runs payroll, PAYE and pension remittances for Nigerian SMEs and pays staff salaries into any bank on the same day. 420 companies, ₦1.8bn monthly payroll. Raising $2M seed.'],
  ['de', 'Kommissio', 'Hamburg. Kommissio rents picking robots to 3PL warehouses per pick, no capex, live in 6 weeks. 3 sites, 40 robots. Raising a €12M Series A to build the fleet.'],
  ['mx', 'Sonrisa OS', 'Monterrey. Sonrisa OS is practice software for dental clinics in Mexico: online booking by WhatsApp, treatment plans, SAT invoices. 95 clinics. Raising US$1M pre-seed.'],
  ['id', 'Laut Dingin', 'Surabaya. Laut Dingin runs solar cold storage at fishing ports and connects fishermen with seafood buyers, taking 5% of each sale. 6 ports, 3,000 fishermen. Raising US$2M seed.'],
  ['gb', 'Emitrace', 'London. Emitrace is a carbon-accounting API for freight forwarders: shipment emissions to ISO 14083, billed per shipment, so they can answer shippers’ Scope 3 requests. 9 forwarders live. Raising £1.5M seed.'],
  ['uy', 'Campo Seguro', 'Montevideo. Campo Seguro sells drought insurance to cattle ranchers in Uruguay, parametric on rainfall, underwritten by a reinsurer. 120 ranches covered. Raising US$1M pre-seed.'],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 1600 } });
const page = await context.newPage();
const headers = { origin: BASE };
const post = async (path: string, data: unknown, method: 'post' | 'patch' = 'post') => {
  const res = await page.request[method](path, { data, headers });
  if (res.status() >= 300) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return res.json();
};
const email = `shots-${Date.now()}@example.com`;
await post('/api/auth/sign-up/email', { name: 'Ada Founder', email, password: 'secret123' });
await post('/api/onboarding/linkedin', { linkedinUrl: 'https://www.linkedin.com/in/ada-founder', userType: 'founder', fullName: 'Ada Founder' });
const [first, ...rest] = IDEAS;
const done = await post('/api/onboarding/complete', { role: 'founder', ideaTitle: first![1], ideaDescription: first![2], fundraisingGoal: '€2.5M Series A' });
const ids: [string, string][] = [[first![0], done.ideaId]];
for (const [cc, title, description] of rest) ids.push([cc, (await post('/api/ideas', { title, description })).id]);
for (const [, id] of ids) {
  for (let tries = 0; ; tries++) {
    try { await post(`/api/ideas/${id}/analyze`, {}); break; } catch (e) { if (tries > 60) throw e; await new Promise((r) => setTimeout(r, 5000)); }
  }
}
const out: Record<string, unknown> = {};
for (const [cc, id] of ids) {
  for (let i = 0; i < 120; i++) {
    const idea = await (await page.request.get(`/api/ideas/${id}`)).json();
    if (idea.recommendations?.investors?.length || idea.recommendations?.analyzedAt) { out[cc] = idea; break; }
    await new Promise((r) => setTimeout(r, 5000));
  }
  await page.goto(`/idea/${id}`);
  await page.getByRole('tab', { name: 'Summary' }).waitFor();
  for (const tab of ['Summary', 'Partners', 'Strategy', 'Intro']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots-34/${cc}-${tab.toLowerCase()}.png`, fullPage: true });
  }
}
writeFileSync('/tmp/shots-34/ideas.json', JSON.stringify(out, null, 1));
// The stale mark: correct the business of the German idea, then read the page again.
const de = ids.find(([cc]) => cc === 'de')![1];
await post(`/api/ideas/${de}`, { round: { business: { payer: 'grocery distribution centres' } } }, 'patch');
await page.goto(`/idea/${de}`);
await page.getByTestId('results-stale').waitFor();
await page.screenshot({ path: '/tmp/shots-34/de-stale.png', fullPage: false });
// A 6,000-character paste into the Edit dialog.
await page.getByRole('button', { name: 'Edit' }).click();
const box = page.locator('#idea-form-description');
await box.fill('');
await box.focus();
await page.evaluate((text) => {
  const el = document.querySelector('#idea-form-description') as HTMLTextAreaElement;
  const dt = new DataTransfer();
  dt.setData('text', text);
  el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
}, 'Warehouse robots. '.repeat(340));
await page.getByTestId('paste-cut').waitFor();
await page.screenshot({ path: '/tmp/shots-34/de-paste-cut.png', fullPage: false });
await browser.close();
console.log('ok', ids);
