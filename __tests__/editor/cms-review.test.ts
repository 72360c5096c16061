/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openReviewWorktree, publishedChanges, REVIEW_BRANCH } from '../../src/editor/local/cms-review.cjs';

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Prueba',
  GIT_AUTHOR_EMAIL: 'prueba@example.com',
  GIT_COMMITTER_NAME: 'Prueba',
  GIT_COMMITTER_EMAIL: 'prueba@example.com',
};

test('a publication copies the files it added or changed under data/ and deletes the ones it deleted', () => {
  const diff = [
    'M',
    'data/site.json',
    'A',
    'data/images/nueva.jpg',
    'D',
    'data/projects/viejo.json',
    'T',
    'data/x',
    '',
  ];
  expect(publishedChanges(diff.join('\0'))).toEqual({
    copy: ['data/site.json', 'data/images/nueva.jpg', 'data/x'],
    remove: ['data/projects/viejo.json'],
  });
  expect(publishedChanges('')).toEqual({ copy: [], remove: [] });
  // Never outside data/.
  expect(publishedChanges(['M', 'src/x.ts', 'M', 'data/../package.json', 'D', 'datax/y', ''].join('\0'))).toEqual({
    copy: [],
    remove: [],
  });
});

describe('the worktree of CMS_REVIEW=1 npm run cms', () => {
  let root: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...IDENTITY } });
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const write = (dir: string, file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeEach(() => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-review-test-')));
    git(root, 'init', '-q', '-b', 'main');
    write(root, 'data/site.json', '{"a": 1}\n');
    write(root, 'data/old.json', '{}\n');
    write(root, 'src/page.ts', 'page\n');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'first');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  test('starts from the working copy’s data/, copies what is published back, and keeps the branches', () => {
    // An uncommitted change and a new file: carried into the worktree as a commit on the review branch.
    write(root, 'data/site.json', '{"a": 2}\n');
    write(root, 'data/new.json', '{"n": 1}\n');
    const head = git(root, 'rev-parse', 'HEAD');
    const log: string[] = [];
    const review = openReviewWorktree(root, { log: (line) => log.push(line) });
    expect(review.branch).toBe(REVIEW_BRANCH);
    expect(fs.readFileSync(path.join(review.dir, 'data/site.json'), 'utf8')).toBe('{"a": 2}\n');
    expect(git(root, 'show', `${REVIEW_BRANCH}:data/new.json`)).toBe('{"n": 1}\n');
    expect(git(root, 'status', '--porcelain', '--', 'data')).toBe(' M data/site.json\n?? data/new.json\n');

    // A draft, then its publication (what decap-server's git mode does in the worktree).
    git(review.dir, 'checkout', '-q', '-b', 'cms/content/site');
    write(review.dir, 'data/site.json', '{"a": 3}\n');
    fs.rmSync(path.join(review.dir, 'data/old.json'));
    write(review.dir, 'src/page.ts', 'not copied\n');
    git(review.dir, 'commit', '-q', '-am', 'draft');
    git(review.dir, 'checkout', '-q', REVIEW_BRANCH);
    expect(read('data/site.json')).toBe('{"a": 2}\n');
    git(review.dir, 'merge', '-q', 'cms/content/site');
    git(review.dir, 'branch', '-q', '-D', 'cms/content/site');
    git(review.dir, 'checkout', '-q', '-b', 'cms/content/home');

    review.close();
    expect(read('data/site.json')).toBe('{"a": 3}\n');
    expect(fs.existsSync(path.join(root, 'data/old.json'))).toBe(false);
    expect(read('src/page.ts')).toBe('page\n');
    expect([...log].sort()).toEqual([
      'Published: data/old.json (commit it as usual)',
      'Published: data/site.json (commit it as usual)',
    ]);
    // Nothing committed or checked out in the working copy; the worktree is gone, the branches stay.
    expect(git(root, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(root, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
    expect(fs.existsSync(review.dir)).toBe(false);
    expect(git(root, 'worktree', 'list', '--porcelain')).not.toContain(REVIEW_BRANCH);
    expect(git(root, 'branch', '--format=%(refname:short)').split('\n').filter(Boolean).sort()).toEqual([
      'cms-local',
      'cms/content/home',
      'main',
    ]);

    // The next run reuses the branch, brought up to the working copy's data/ first.
    write(root, 'data/site.json', '{"a": 4}\n');
    const again = openReviewWorktree(root, { log: () => undefined });
    expect(fs.readFileSync(path.join(again.dir, 'data/site.json'), 'utf8')).toBe('{"a": 4}\n');
    expect(git(root, 'log', '--format=%s', REVIEW_BRANCH).trim().split('\n')[0]).toBe(
      'data/ as in the working copy when npm run cms started',
    );
    again.close();
    expect(read('data/site.json')).toBe('{"a": 4}\n');
  });

  test('a worktree an interrupted run left behind is replaced', () => {
    const first = openReviewWorktree(root, { log: () => undefined });
    const second = openReviewWorktree(root, { log: () => undefined });
    expect(fs.existsSync(first.dir)).toBe(false);
    expect(git(root, 'worktree', 'list', '--porcelain')).toContain(second.dir);
    second.close();
  });

  test('refuses a folder that is not a git repository, or has no commit, with a message', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-review-plain-'));
    try {
      expect(() => openReviewWorktree(plain)).toThrow(/is not a git repository/);
      git(plain, 'init', '-q');
      expect(() => openReviewWorktree(plain)).toThrow(/has no commit yet/);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});
