// The demo API as a standalone dev server:
//   npx tsx demo-api/cli.ts --port 4010 [--config file.json] [--request-log file.jsonl]
// Exit codes: 0 after SIGINT/SIGTERM, 2 for invalid arguments or config, 1 when it cannot listen.
import { CliUsageError, describeServer, loadCliConfig, parseCliArgs, USAGE } from './cli-args';
import { DemoConfigError } from './config';
import { startDemoApi } from './server';

const FILE_ERRORS = new Set(['ENOENT', 'EACCES', 'EISDIR', 'ENOTDIR', 'EROFS']);

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const api = await startDemoApi(await loadCliConfig(options), { port: options.port });
  console.log(describeServer(api));
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the demo API.`);
    void api.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof CliUsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof DemoConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== undefined && FILE_ERRORS.has(code)) {
    console.error(`Cannot open the request log: ${(error as Error).message}`);
    process.exit(2);
  }
  console.error(`The demo API could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
