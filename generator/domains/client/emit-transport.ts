import type { Emitted, Model } from '../../core/types.js';
import { ACCEPT, CREATE_TRANSPORT, OPTIONS, REQUEST, TRANSPORT } from './client-transport.js';
import { contractOf, sourcesOf } from './contract.js';
import { printStatements } from './ts-project.js';

/**
 * `api/transport.ts`: `createTransport(options)`, the one function that talks HTTP for every
 * operation's call of api/calls/ (the same origin, a foreign `fetch`, extra headers).
 */
export async function emitTransport(model: Model): Promise<Emitted[]> {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const content = await printStatements(
    ({ importDeclaration, interfaceDeclaration, functionDeclaration }) => [
      importDeclaration({
        moduleSpecifier: './errors.js',
        namedImports: ['ApiProblemError', 'readProblem'],
      }),
      interfaceDeclaration(OPTIONS),
      interfaceDeclaration(REQUEST),
      TRANSPORT,
      ACCEPT,
      functionDeclaration(CREATE_TRANSPORT),
    ],
  );
  return [
    {
      path: 'api/transport.ts',
      content,
      sources: sourcesOf(contract, { entities: false, codes: false }),
    },
  ];
}
