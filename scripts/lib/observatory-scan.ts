// One MDN HTTP Observatory scan of one page (run by scripts/observatory.ts in its own process, so
// that NODE_EXTRA_CA_CERTS trusts the run's local certificate authority). The published scanner
// only scans a host's front page on the default ports; this runs its own retriever, tests and
// grading (the same steps as its scan()) on a given path and ports.
// argv: <scanner package dir> <hostname> <http port> <https port> <path> [cookie]
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type TestResult = { result?: string; pass?: boolean; constructor: { name: string } };
type Retrieval = { responses: { auto?: { status: number } } };

const [packageDir, hostname, httpPort, httpsPort, pagePath, cookie] = process.argv.slice(2) as [string, string, string, string, string, string?];
const load = (file: string) => import(pathToFileURL(path.join(packageDir, 'src', file)).href);

const { retrieve } = (await load('retriever/retriever.js')) as {
  retrieve: (host: string, options: Record<string, unknown>) => Promise<Retrieval>;
};
const { ALL_TESTS } = (await load('constants.js')) as { ALL_TESTS: ((r: Retrieval) => TestResult)[] };
const { getGradeForScore, getScoreModifier } = (await load('grader/grader.js')) as {
  getGradeForScore: (score: number) => { grade: string; score: number };
  getScoreModifier: (result: string) => number;
};
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = (await load('grader/charts.js')) as { MINIMUM_SCORE_FOR_EXTRA_CREDIT: number };

const headers = ['Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'];
if (cookie) headers.push(`Cookie: ${cookie}`);
const retrieval = await retrieve(hostname, { httpPort, httpsPort, path: pagePath, headers });
const status = retrieval.responses.auto?.status;
if (!status) throw new Error(`${pagePath}: no response`);

let withExtraCredit = 100;
let uncurved = 100;
const tests = ALL_TESTS.map((test) => test(retrieval)).map((test) => {
  const modifier = test.result ? getScoreModifier(test.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  return { test: test.constructor.name, result: test.result ?? null, pass: Boolean(test.pass), modifier };
});
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(JSON.stringify({ path: pagePath, status, score: final.score, grade: final.grade, tests }));
