/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * tools/debian-packages.txt, which scripts/install-debian-packages.sh installs, against the programs the
 * tests and their harness start: every program they start is on the list, and every line of the list is
 * a program they start.
 */
const root = path.resolve(__dirname, '../..');
const LIST = 'tools/debian-packages.txt';
const SCANNED = ['browser-tests', 'build-tests', 'tools', '__tests__'];
const THIS_FILE = path.relative(root, __filename);

/** Programs the tests start that no package of the list brings: every Debian has them, or Node does. */
const NOT_FROM_THE_LIST: Record<string, string> = {
  timeout: 'coreutils, an Essential package: on every Debian',
  bash: 'an Essential package: on every Debian',
  npm: 'comes with Node',
};

/** The functions of node:child_process whose first argument is the program. */
const STARTS = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync']);
/** A program named by its absolute path. */
const ABSOLUTE = /^\/usr\/(?:s?bin|lib)\/\S+$/;

type Line = { program: string; pkg: string; via?: string };

function readList(): Line[] {
  return fs
    .readFileSync(path.join(root, LIST), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [program = '', pkg = '', via] = line.trim().split(/\s+/);
      return via === undefined ? { program, pkg } : { program, pkg, via };
    });
}

/**
 * The programs a file of code starts: the first argument of spawn, spawnSync, execFile and execFileSync
 * when it is a string, and every string that is an absolute path under /usr/bin, /usr/sbin or /usr/lib
 * (the browsers and nginx are started by a path kept in a constant).
 */
function programsStartedBy(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && ABSOLUTE.test(node.text))
      found.push(node.text);
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      const [first] = node.arguments;
      if (ts.isIdentifier(callee) && STARTS.has(callee.text) && first && ts.isStringLiteral(first))
        found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false));
  return found;
}

/** The absolute programs a shell script runs or execs, outside its comments and its #! line. */
function programsInShell(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .flatMap((line) => line.match(/\/usr\/(?:s?bin|lib)\/[\w./+-]+/g) ?? []);
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file);
    return [file];
  });
}

/** Each program the tests and their harness start, with the files that start it. */
function startedPrograms(): Map<string, string[]> {
  const started = new Map<string, string[]>();
  for (const file of SCANNED.flatMap(filesUnder)) {
    if (file === THIS_FILE) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const programs = /\.(?:tsx?|[cm]?js)$/.test(file)
      ? programsStartedBy(file, text)
      : file.endsWith('.sh')
        ? programsInShell(text)
        : [];
    for (const program of programs) started.set(program, [...new Set([...(started.get(program) ?? []), file])]);
  }
  return started;
}

const list = readList();
const started = startedPrograms();
/** A line covers a program started by its path, or by its name on the PATH. */
const covers = (line: Line, program: string) =>
  program.startsWith('/') ? line.program === program : path.basename(line.program) === program;

test('finds a program started by name or by a path kept in a string, and nothing in a comment', () => {
  const text = [
    "spawnSync('java', ['-jar', jar]);",
    "const child = cp.spawn(\n  'xvfb-run',\n  ['-a']);",
    "execFileSync(process.execPath, ['x']);",
    "const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';",
    '// execFileSync("curl") and /usr/bin/wget in a comment',
    "const page = '/usr/share/doc/readme';",
  ].join('\n');
  expect(programsStartedBy('sample.ts', text)).toEqual(['java', 'xvfb-run', '/usr/bin/firefox-esr']);
  expect(programsInShell('#!/usr/bin/env bash\n# /usr/bin/x\nexec "${C:-/usr/bin/chromium}" "$@"')).toEqual([
    '/usr/bin/chromium',
  ]);
});

test('the list has a program and a package on each line, each program once', () => {
  expect(list.filter((line) => line.pkg === '' || !line.program.startsWith('/'))).toEqual([]);
  const programs = list.map((line) => line.program);
  expect(programs.filter((program, i) => programs.indexOf(program) !== i)).toEqual([]);
});

test('every program the tests start is installed by a package of the list (or comes with Debian or Node)', () => {
  const notInstalled = [...started]
    .filter(([program]) => !(program in NOT_FROM_THE_LIST) && !list.some((line) => covers(line, program)))
    .map(([program, files]) => `${program}, started by ${files.join(', ')}, is not in ${LIST}`);
  expect(notInstalled).toEqual([]);
});

test('every program of the list is started by the tests, or by a program they start', () => {
  const isStarted = (program: string) => [...started.keys()].some((name) => covers({ program, pkg: '' }, name));
  const unused = list
    .filter((line) => !isStarted(line.program) && !(line.via !== undefined && isStarted(line.via)))
    .map((line) => `${line.program} (${line.pkg}) is in ${LIST} but nothing starts it`);
  expect(unused).toEqual([]);
});

test('npm test installs the list with the installer: one apt-get install, without recommended packages', () => {
  const testAll = fs.readFileSync(path.join(root, 'scripts/test-all.sh'), 'utf8');
  const installer = fs.readFileSync(path.join(root, 'scripts/install-debian-packages.sh'), 'utf8');
  expect(testAll).toMatch(/^bash scripts\/install-debian-packages\.sh \|\| exit 1$/m);
  expect(testAll).not.toMatch(/apt-get install/);
  expect(installer).toContain(`list=${LIST}`);
  expect(
    installer.match(/^[^#\n]*apt-get install -y -qq --no-install-recommends "\$\{packages\[@\]\}"/gm),
  ).toHaveLength(1);
});
