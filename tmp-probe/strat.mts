import { readRound } from '../core/round/read-round';
import { shippedWriterSources } from '../data/load-dataset';
import { graph as writer } from '../agents/strategy-writer/graph';
const graph = writer.withConfig({ configurable: { sources: shippedWriterSources() } });
const title = 'BaridiCold';
const description = 'Solar-powered cold rooms for smallholder dairy farmers in Kenya, paid per litre stored (pay-as-you-store). 11 rooms live in Nyeri and Meru, 2,300 farmers. Raising $400k pre-seed.';
const out = await graph.invoke({ idea: { title, description, industry: '', round: readRound({ title, description }) }, investors: [{ name: 'Persistent', firm_type: 'vc', leadsRounds: true }] });
const s = out.strategy!;
console.log(JSON.stringify({ p1: s.phase1_mvp, p2: s.phase2_validation }, null, 1));
