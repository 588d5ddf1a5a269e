// An ESLint rule: a relative import stays inside its own workspace package. Reaching into another
// package by `../../` bypasses the `exports` it declares, so a move inside that package breaks its
// importers silently; the package name goes through `exports` and states the dependency.
import { existsSync } from 'node:fs';
import path from 'node:path';

const packageRoots = new Map();

/** The folder of the nearest package.json at or above `dir`. */
function packageRootOf(dir) {
  const cached = packageRoots.get(dir);
  if (cached !== undefined) return cached;
  const parent = path.dirname(dir);
  const root =
    existsSync(path.join(dir, 'package.json')) || parent === dir ? dir : packageRootOf(parent);
  packageRoots.set(dir, root);
  return root;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossPackageRelativeImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports must not leave their workspace package' },
    schema: [],
    messages: {
      crosses:
        "'{{source}}' leaves the package at {{from}} for the one at {{to}}: import it by that package's name (its package.json exports).",
    },
  },
  create(context) {
    const file = context.filename;
    const fromRoot = packageRootOf(path.dirname(file));
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      if (!source.startsWith('./') && !source.startsWith('../')) return;
      const target = path.resolve(path.dirname(file), source);
      const toRoot = packageRootOf(path.dirname(target));
      // The target may be a package's own folder ("../bff"): that folder is the package.
      const toPackage = existsSync(path.join(target, 'package.json')) ? target : toRoot;
      if (toPackage === fromRoot) return;
      const cwd = context.cwd;
      context.report({
        node,
        messageId: 'crosses',
        data: {
          source,
          from: path.relative(cwd, fromRoot) || '.',
          to: path.relative(cwd, toPackage) || '.',
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require')
          check(node.arguments[0]);
        // jest.mock('../x') names a module the same way an import does.
        if (
          node.callee.type === 'MemberExpression' &&
          node.callee.object.type === 'Identifier' &&
          node.callee.object.name === 'jest'
        ) {
          check(node.arguments[0]);
        }
      },
    };
  },
};

/** `@app/<package>/src/...` and the like: a path into a package's files rather than an entry it exports. */
const PACKAGE_INTERNALS = /^@app\/[^/]+\/src(\/|$)/;

/** @type {import('eslint').Rule.RuleModule} */
export const noPackageInternalsImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Another package is imported through its exports, never its src/ files' },
    schema: [],
    messages: {
      internals:
        "'{{source}}' reaches into a package's src/: import an entry its package.json exports (for the BFF in tests, @app/bff/testing).",
    },
  },
  create(context) {
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      if (!PACKAGE_INTERNALS.test(node.value)) return;
      context.report({ node, messageId: 'internals', data: { source: node.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const packageBoundaries = {
  rules: {
    'no-cross-package-relative-import': noCrossPackageRelativeImport,
    'no-package-internals-import': noPackageInternalsImport,
  },
};
