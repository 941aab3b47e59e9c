import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generatorFiles, unclaimedVerbatim } from '../../generator/core/templates.js';
import { domains } from '../../generator/domains/index.js';
import { generateWith, repoRoot } from '../support/sources.js';

// docs/decisions/0013-emitters-templates-and-verbatim-modules.md: templates hold the data that varies with the
// sources; every piece of static TypeScript is a module under generator/verbatim/. These tests
// fail when a template regains logic or a field that names a message id loses its type.

const files = generatorFiles();
const templates = files.list('templates');
const { outputs } = await generateWith();

/** A line of code without a placeholder: not blank, not a comment, not part of an import. */
function staticCode(template: string): string[] {
  const lines = template.split('\n');
  let inImport = false;
  return lines.filter((line) => {
    const text = line.trim();
    if (inImport) {
      inImport = !text.includes(' from ');
      return false;
    }
    if (text.startsWith('import ')) {
      inImport = !text.includes(' from ');
      return false;
    }
    if (text === '' || /^(\/\/|\/\*\*|\*)/.test(text) || text.includes('{{')) return false;
    // What closes a literal or a list opened on a line with a placeholder.
    return !/^[\]})>;,]*( as const( satisfies [\w<>, ]+)?)?;?$/.test(text);
  });
}

describe('the templates', () => {
  it('are only Handlebars files', () => {
    expect(templates.length).toBeGreaterThan(10);
    expect(templates.filter((path) => !path.endsWith('.ts.hbs'))).toEqual([]);
  });

  it.each(templates)('%s holds data, not logic', (path) => {
    const code = staticCode(files.read(path));
    // Functions, control flow and type declarations are static TypeScript: generator/verbatim/.
    expect(
      code.filter((line) =>
        /\bfunction\b|=>|\b(if|for|while|switch)\s*\(|\breturn\b|\bclass\b|^export interface \w+ \{\s*\w/.test(
          line,
        ),
      ),
    ).toEqual([]);
    // What is left opens the data a placeholder fills (`export const ROUTES = {`) or names it; a
    // template with more lines without placeholders is growing static code again.
    expect(code.length, code.join('\n')).toBeLessThanOrEqual(7);
  });
});

/** The template literals of a module that read like code: a declared function or interface. */
function codeInStrings(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const text = node.getText(file);
      if (/\b(function|interface)\s+\w+/.test(text)) found.push(text.slice(0, 80));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the emitters', () => {
  // The client domain prints the per-operation code it builds with ts-morph (ADR 0013).
  const emitterFiles = readdirSync(join(repoRoot, 'generator/domains'), { recursive: true })
    .map(String)
    .filter((path) => path.endsWith('.ts') && !path.startsWith('client'))
    .map((path) => join(repoRoot, 'generator/domains', path));

  it('write no module of static code in a string (that is a verbatim module)', () => {
    expect(emitterFiles.length).toBeGreaterThan(50);
    expect(emitterFiles.flatMap(codeInStrings)).toEqual([]);
  });
});

describe('the verbatim modules', () => {
  it('are each listed by a domain, so each is emitted', () => {
    expect(files.list('verbatim').length).toBeGreaterThan(10);
    expect(unclaimedVerbatim(files, domains)).toEqual([]);
  });

  it('are emitted as written, under the same path, naming themselves as their source', () => {
    for (const path of domains.flatMap((d) => d.verbatim ?? [])) {
      const output = outputs.find((o) => o.path === path);
      expect(output?.sources, path).toEqual([`generator/verbatim/${path}`]);
      expect(output?.content, path).toContain(files.read(`verbatim/${path}`).trim());
    }
  });
});

describe('message ids in generated types', () => {
  // The API's own problem details (entities, api) carry the provider's ids as it sends them.
  const OURS = (path: string): boolean => !/^(entities|api)\//.test(path);

  it('are typed MessageId, never string', () => {
    const untyped = outputs
      .filter((o) => OURS(o.path))
      .flatMap((o) =>
        o.content
          .split('\n')
          .filter((line) =>
            /\b(messageId|\w+MessageId)\??: (readonly )?string\b|MessageIds: Record<\w+, string>/.test(
              line,
            ),
          )
          .map((line) => `${o.path}: ${line.trim()}`),
      );
    expect(untyped).toEqual([]);
    const typed = outputs
      .filter((o) => OURS(o.path))
      .flatMap((o) => o.content.match(/\b(messageId|\w+MessageId)\??: MessageId\b/g) ?? []);
    expect(typed.length).toBeGreaterThan(50);
  });
});
