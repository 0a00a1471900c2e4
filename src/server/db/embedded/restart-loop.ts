/** Pauses before each restart of one outage: quick at first, then at most a minute apart. */
const RESTART_DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 20_000, 40_000, 60_000];
/** A PostgreSQL that dies sooner than this after a restart is the same outage going on (a full disk). */
const STABLE_MS = 60_000;

/** One stretch of PostgreSQL dying and being started again. */
interface Outage {
  attempt: number;
  runningSince: number | null;
  saidFailing: boolean;
  saidDiedAgain: boolean;
}

/**
 * Starting PostgreSQL again when it died under the app: with growing pauses while it cannot start
 * (or keeps dying soon after), and each kind of news said once per outage, not once per attempt.
 */
export class RestartLoop {
  private outage: Outage | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly launch: () => Promise<void>,
    private readonly say: (message: string) => void,
    private readonly wanted: () => boolean,
  ) {}

  /** A running PostgreSQL stopped (`how`: its exit code or signal). */
  died(how: string) {
    const outage = this.outage;
    if (outage?.runningSince && Date.now() - outage.runningSince < STABLE_MS) {
      outage.attempt++;
      if (!outage.saidDiedAgain)
        this.say(
          `PostgreSQL stopped on its own again (${how}) soon after its restart; starting it again with growing pauses`,
        );
      outage.saidDiedAgain = true;
    } else {
      this.outage = { attempt: 0, runningSince: null, saidFailing: false, saidDiedAgain: false };
      this.say(`PostgreSQL stopped on its own (${how}); starting it again`);
    }
    this.schedule();
  }

  cancel() {
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule() {
    const outage = this.outage;
    if (!this.wanted() || !outage) return;
    const delay = RESTART_DELAYS_MS[Math.min(outage.attempt, RESTART_DELAYS_MS.length - 1)];
    this.timer = setTimeout(() => {
      this.launch().then(
        () => {
          outage.runningSince = Date.now();
          this.say('PostgreSQL is running again');
        },
        (error: Error) => {
          if (!outage.saidFailing)
            this.say(
              `PostgreSQL did not start again (trying again, at most a minute apart, until it does): ${error.message}`,
            );
          outage.saidFailing = true;
          outage.attempt++;
          this.schedule();
        },
      );
    }, delay);
    this.timer.unref();
  }
}
