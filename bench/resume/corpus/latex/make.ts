// The latex family of the outside resume corpus (bench/resume/corpus/README.md): CVs written
// in LaTeX CV classes of Debian's TeX Live (moderncv in its five styles, europasscv, europecv,
// curve, simplecv, currvita, plain article with tabularx, xeCJK for a Japanese one).
//
//   node bench/resume/corpus/latex/make.ts               compile src/*.tex, then check
//   node bench/resume/corpus/latex/make.ts --check       check the committed PDFs only
//   node bench/resume/corpus/latex/make.ts --only a,b    only these ids
//   node bench/resume/corpus/latex/make.ts --png DIR     also draw each page to DIR (to look at)
//
// A source picks its engine the way TeX editors do, with a first-line magic comment
// `% !TEX program = xelatex`; pdflatex otherwise. The check reads each PDF with pdftotext (with
// and without -layout) and fails when a value of <id>.truth.json is not in the text.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drawPortrait } from './portrait.ts';
import { checkTruth, shapeErrors, type Truth } from './truth.ts';

const here = import.meta.dirname;
const source = path.join(here, 'src');
const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    only: { type: 'string' },
    png: { type: 'string' },
  },
});

const ids = fs
  .readdirSync(source)
  .filter((file) => file.endsWith('.tex'))
  .map((file) => file.slice(0, -'.tex'.length))
  .filter((id) => !values.only || values.only.split(',').includes(id))
  .sort();
if (ids.length === 0) throw new Error('no sources');

// Fixed dates and a fixed build folder: the same source gives the same PDF, byte for byte.
const env = { ...process.env, SOURCE_DATE_EPOCH: '1735689600', FORCE_SOURCE_DATE: '1' };
const build = path.join(os.tmpdir(), 'corpus-latex-build');

const engineOf = (tex: string) =>
  /^%\s*!TEX\s+(?:TS-)?program\s*=\s*(\w+)/im.exec(tex.slice(0, 400))?.[1] ?? 'pdflatex';

const compile = (id: string) => {
  const tex = fs.readFileSync(path.join(source, `${id}.tex`), 'utf8');
  const engine = engineOf(tex);
  const folder = path.join(build, id);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  for (const file of fs.readdirSync(source))
    if (!/\.(tex|json)$/.test(file))
      fs.copyFileSync(path.join(source, file), path.join(folder, file));
  fs.copyFileSync(path.join(source, `${id}.tex`), path.join(folder, 'cv.tex'));
  // The photos some CVs carry (\photo{portrait-2}): drawn, not taken.
  for (let variant = 0; variant < 5; variant += 1)
    fs.writeFileSync(path.join(folder, `portrait-${variant}.png`), drawPortrait(variant));
  // Twice: longtable widths, lastpage and the page count in footers settle on the second run.
  for (let run = 0; run < 2; run += 1) {
    try {
      execFileSync(engine, ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], {
        cwd: folder,
        env,
        stdio: 'pipe',
        timeout: 180_000,
      });
    } catch {
      const log = fs.readFileSync(path.join(folder, 'cv.log'), 'utf8');
      const error = log.split('\n').findIndex((line) => line.startsWith('!'));
      throw new Error(
        `${id}: ${engine} failed\n${log
          .split('\n')
          .slice(error, error + 12)
          .join('\n')}`,
      );
    }
  }
  const log = fs.readFileSync(path.join(folder, 'cv.log'), 'utf8');
  const missing = [...log.matchAll(/Missing character: There is no (.+?) in font (.+?)!/g)];
  // A glyph a font lacks is reported (a box measured and thrown away can lack one too); the
  // check below fails when a value of the truth does not come out of the PDF whole.
  if (missing.length > 0)
    console.warn(
      `${id}: glyphs missing: ${[...new Set(missing.map((m) => `${m[1]} in ${m[2]}`))].join(', ')}`,
    );
  const overfull = [...log.matchAll(/Overfull \\hbox \((\d+\.\d+)pt too wide\)/g)].filter(
    (match) => Number(match[1]) > 10,
  );
  if (overfull.length > 0)
    console.warn(`${id}: ${overfull.length} line(s) overfull by more than 10pt`);
  fs.copyFileSync(path.join(folder, 'cv.pdf'), path.join(here, `${id}.pdf`));
  return engine;
};

const pdfText = (file: string, layout: boolean) =>
  execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });

let failed = 0;
for (const id of ids) {
  if (!values.check) {
    const engine = compile(id);
    console.info(`${id}: ${engine}`);
  }
  const pdf = path.join(here, `${id}.pdf`);
  const truthFile = path.join(here, `${id}.truth.json`);
  if (values.png) {
    fs.mkdirSync(values.png, { recursive: true });
    execFileSync('pdftoppm', ['-r', '50', '-png', pdf, path.join(values.png, id)]);
  }
  if (!fs.existsSync(truthFile)) {
    console.error(`${id}: no truth file`);
    failed += 1;
    continue;
  }
  const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as Truth;
  const size = fs.statSync(pdf).size;
  const { errors, warnings } = checkTruth(truth, [pdfText(pdf, true), pdfText(pdf, false)]);
  errors.unshift(...shapeErrors(truth, 'latex'));
  if (size > 1_000_000) errors.push(`${size} bytes: over 1 MB`);
  for (const warning of warnings) console.warn(`${id}: warning: ${warning}`);
  for (const error of errors) console.error(`${id}: ${error}`);
  if (errors.length > 0) failed += 1;
}
const total = fs
  .readdirSync(here, { recursive: true, encoding: 'utf8' })
  .reduce((sum, file) => sum + fs.statSync(path.join(here, file)).size, 0);
console.info(
  `${ids.length - failed}/${ids.length} resumes agree with their truth; folder ${(total / 1e6).toFixed(1)} MB`,
);
if (failed > 0) process.exit(1);
