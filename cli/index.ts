import { Command, InvalidArgumentError } from 'commander';
import { checkCommand } from './commands/check.js';
import { generateCommand } from './commands/generate.js';
import { previewCommand } from './commands/preview.js';
import { startCommand } from './commands/start.js';
import { validateCommand } from './commands/validate.js';
import { repoRoot } from './root.js';

const program = new Command()
  .name('selfservice')
  .description('Regenerate, check and validate the schema-driven self-service app')
  .option('--root <dir>', 'repository root holding schema/, countries/, content/', repoRoot);

program
  .command('generate')
  .description('validate the sources and write generated/')
  .option('-w, --watch', 'regenerate whenever a source, template or verbatim module changes')
  .action(async (options: { watch?: boolean }) => {
    process.exitCode = await generateCommand(program.opts<{ root: string }>().root, options);
  });

program
  .command('check')
  .description('generate in memory and compare with generated/; exit 1 on stale files or orphans')
  .action(async () => {
    process.exitCode = await checkCommand(program.opts<{ root: string }>().root);
  });

program
  .command('validate')
  .description(
    'validate the sources only; every problem with file, line and key; exit 1 on any; warnings (consumer-credit limits) exit 0',
  )
  .option('--date <yyyy-mm-dd>', 'check the limits in force on this day instead of today', isoDate)
  .action((options: { date?: string }) => {
    process.exitCode = validateCommand(program.opts<{ root: string }>().root, options);
  });

program
  .command('start')
  .description('build the web app if stale, start the sandbox API and the web server on loopback')
  .option('--https', 'serve HTTPS with a self-signed certificate made at start (also HTTPS=1)')
  .action(async (options: { https?: boolean }) => {
    process.exitCode = await startCommand(program.opts<{ root: string }>().root, options);
  });

program
  .command('preview')
  .description('the sandbox and the app for one country, regenerated on every edit of the sources')
  .requiredOption('--country <cc>', 'the country to preview: se, no, fi or dk')
  .action(async (options: { country: string }) => {
    process.exitCode = await previewCommand(program.opts<{ root: string }>().root, options.country);
  });

function isoDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new InvalidArgumentError('a date such as 2027-01-01');
  return value;
}

await program.parseAsync();
