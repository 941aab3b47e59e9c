import type {
  FunctionDeclarationStructure,
  ImportDeclarationStructure,
  InterfaceDeclarationStructure,
  OptionalKind,
  Project,
  SourceFileStructure,
} from 'ts-morph';

export type Statements = NonNullable<SourceFileStructure['statements']>;

/** Structure constructors that fill in `kind`, so builders need not import ts-morph's enums. */
export interface Structures {
  importDeclaration(s: OptionalKind<ImportDeclarationStructure>): ImportDeclarationStructure;
  interfaceDeclaration(
    s: OptionalKind<InterfaceDeclarationStructure>,
  ): InterfaceDeclarationStructure;
  functionDeclaration(s: OptionalKind<FunctionDeclarationStructure>): FunctionDeclarationStructure;
}

let loaded: Promise<{ project: Project; structures: Structures }> | undefined;

/**
 * Prints one file from ts-morph structures. The whole file is created from one structure, which is
 * an order of magnitude faster than adding declarations one by one. ts-morph (and the TypeScript
 * compiler behind it) is loaded on first use, so commands that only validate never pay for it, and
 * one in-memory project serves every call: nothing touches the disk.
 */
export async function printStatements(
  build: (structures: Structures) => Statements,
): Promise<string> {
  loaded ??= import('ts-morph').then(({ Project, QuoteKind, IndentationText, StructureKind }) => ({
    project: new Project({
      useInMemoryFileSystem: true,
      manipulationSettings: {
        quoteKind: QuoteKind.Single,
        indentationText: IndentationText.TwoSpaces,
      },
    }),
    structures: {
      importDeclaration: (s) => ({ ...s, kind: StructureKind.ImportDeclaration }),
      interfaceDeclaration: (s) => ({ ...s, kind: StructureKind.Interface }),
      functionDeclaration: (s) => ({ ...s, kind: StructureKind.Function }),
    },
  }));
  const { project, structures } = await loaded;
  const file = project.createSourceFile(
    '/emitted.ts',
    { statements: build(structures) },
    { overwrite: true },
  );
  try {
    return file.getFullText();
  } finally {
    project.removeSourceFile(file);
  }
}
