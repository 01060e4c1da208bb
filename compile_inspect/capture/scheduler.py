"""The gate and the measurement: every mode's worker compiles (up to `jobs` at once, longest compiles
first), then the warm ones are timed side by side in interleaved rounds, then profiled one at a time;
Ctrl-C / SIGTERM stops every worker. No torch.

    scheduler = Scheduler(request, spec, progress=print)
    with signals_to(scheduler.cancel):
        outcomes = scheduler.run(jobs)                       # mode -> Outcome

Nothing is timed or profiled while any worker compiles; `session/rounds.py` says why the rounds are
interleaved and how starved ones are left out.
"""

import dataclasses
import math
import signal
import threading
import time
import uuid
from dataclasses import dataclass

from compile_inspect.capture import probes
from compile_inspect.capture.output import SWEEP_FOLDER, rank_jobs
from compile_inspect.capture.protocol import Outcome, WorkerProcess, job_data, tuned_env
from compile_inspect.session import rounds as rounds_module
from compile_inspect.session.model import timing_from_dict
from compile_inspect.units import call_ms_text

INTERRUPTED = "interrupted"  # the error of a mode stopped by Ctrl-C / SIGTERM (never saved)
# At most this many times Options.rounds are run to find that many comparable rounds (rounds.steady_rounds).
MAX_ROUNDS_FACTOR = 4
MIN_ROUNDS_S = 20.0  # ... or for this long, whichever is later, when the rounds take longer than planned
PROGRESS_EVERY_S = 3.0  # a line of news this often while the rounds run


@dataclass(frozen=True)
class Progress:
    """One line of news for the terminal: `elapsed` seconds since the session started."""

    mode: str
    stage: str  # "compiling", "ready", "measuring", "ok", "failed"
    message: str
    elapsed: float


# Longest compiles first, so that on few cores the last stretch (one worker compiling, cores idle)
# is the shortest compile: the eager worker only imports. By base: `default+dynamic` compiles as default.
COMPILE_ORDER = (
    "max-autotune",
    "max-autotune-no-cudagraphs",
    "reduce-overhead",
    "default",
    "cudagraphs",
    "aot_eager_decomp_partition",
    "aot_eager",
    "dynamo",
    "eager",
)


def compile_order(configurations):
    """The labels of `configurations` (Configuration objects), the longest compiles first (COMPILE_ORDER)."""
    rank = {mode: index for index, mode in enumerate(COMPILE_ORDER)}
    return [found.label for found in sorted(configurations, key=lambda found: rank.get(found.base, -1))]


class Gate:
    """Up to `jobs` workers compile at once, started in `compile_order`; the timed rounds and the
    profiles come after every compile (`Scheduler.run` joins the compiling threads first)."""

    def __init__(self, jobs, configurations):
        self.jobs, self.compiling = jobs, 0
        self.to_start = compile_order(configurations)  # labels still to start compiling, in this order
        self.cancelled = False  # Ctrl-C: every wait ends; the callers see it and stop
        self.condition = threading.Condition()

    def cancel(self):
        with self.condition:
            self.cancelled = True
            self.condition.notify_all()

    def enter_compile(self, mode):
        with self.condition:
            self.condition.wait_for(
                lambda: self.cancelled or (self.compiling < self.jobs and self.to_start[0] == mode)
            )
            self.to_start.remove(mode)
            self.compiling += 1
            self.condition.notify_all()

    def leave_compile(self):
        with self.condition:
            self.compiling -= 1
            self.condition.notify_all()

    def done(self, mode):
        with self.condition:
            if mode in self.to_start:  # never started (its thread failed first): let the next one start
                self.to_start.remove(mode)
            self.condition.notify_all()


class Scheduler:
    """One capture's workers, from start to Outcome: compiles them through the `Gate`, hands the warm
    ones to the `Measurement`, stops them all on a signal (`cancel`)."""

    def __init__(self, request, spec, progress, tmp_dir=None):
        """`tmp_dir`: the TMPDIR every worker of the run shares (`protocol.run_temporary_folder`)."""
        self.request, self.spec, self.options = request, spec, request.options
        self.tmp_dir = tmp_dir
        self.nproc, self.root = request.nproc, request.out_dir
        self.progress = progress or (lambda event: None)
        self.gate = None
        self.abort = threading.Event()  # set when the target itself is unusable: every mode would fail alike
        self.started = time.monotonic()
        self.signal_name = None  # "SIGINT" / "SIGTERM" once interrupted
        self.workers, self.lock = set(), threading.Lock()  # live workers, to stop on a signal

    @property
    def interrupted(self):
        return self.signal_name is not None

    def cancel(self, signum):
        """Ctrl-C / SIGTERM (called in the main thread): stop every worker's process group now; a second
        signal changes nothing and prints nothing."""
        if self.interrupted:
            return
        self.signal_name = signal.Signals(signum).name
        self.abort.set()
        with self.lock:
            workers = list(self.workers)
        for worker in workers:
            worker.terminate()
        if self.gate is not None:
            self.gate.cancel()

    def run(self, jobs, sweep_jobs=()):
        """Compile every mode (up to `jobs` at once), then time the warm ones in interleaved rounds,
        then profile them one at a time; then, with a shape sweep, its workers (`sweep.ShapeSweep`) for
        the modes that ran; -> mode -> Outcome (a sweep's points in `result["sweep"]`)."""
        outcomes, warm = self.compile_all(jobs)
        outcomes.update(Measurement(self, warm).run())
        ran = {mode for mode, outcome in outcomes.items() if outcome.result is not None}
        sweep_jobs = [job for job in sweep_jobs if job.mode in ran]
        if sweep_jobs and not self.interrupted:
            for mode, points in self._sweep(sweep_jobs).items():
                outcomes[mode].result["sweep"] = points
        return outcomes

    def _sweep(self, sweep_jobs):
        """The shape sweep's points per mode; a failure of the sweep itself (not of a mode's function: those
        stop that mode's sweep only) is said in each mode's sweep, and the session keeps everything else."""
        from compile_inspect.capture.sweep import ShapeSweep

        try:
            return ShapeSweep(self, sweep_jobs).run()
        except Exception as exc:  # a bug of ours: the measured modes stay, the sweep says what went wrong
            with self.lock:
                workers = list(self.workers)
            for worker in workers:
                self.release(worker, {"event": "failed", "error": "the sweep failed"})
            arg = self.request.sweep[0]
            error = f"the sweep failed: {type(exc).__name__}: {exc}"
            self.say("", "failed", error)
            return {job.mode: {"arg": arg, "points": [], "error": error} for job in sweep_jobs}

    def compile_all(self, jobs):
        """Every job's worker compiled and warm (up to `jobs` at once, through the `Gate`);
        -> ({mode: Outcome of a failed one}, {mode: (worker, compile seconds)} in the jobs' order)."""
        self.gate = Gate(self.options.jobs, [self.request.configurations[job.mode] for job in jobs])
        outcomes, warm = {}, {}
        threads = [threading.Thread(target=self._run_one, args=(job, outcomes, warm)) for job in jobs]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        setup_errors = [outcome.setup_error for outcome in outcomes.values() if outcome.setup_error]
        if setup_errors and not self.interrupted:
            for worker, _ in warm.values():
                self._finish(worker, {"event": "failed", "error": "cancelled"})
            raise setup_errors[0]
        return outcomes, {job.mode: warm[job.mode] for job in jobs if job.mode in warm}

    def say(self, mode, stage, message):
        if not self.interrupted:  # after Ctrl-C only the one closing line is printed
            self.progress(Progress(mode, stage, message, time.monotonic() - self.started))

    def _run_one(self, job, outcomes, warm):
        """Compile one mode: a warm worker goes into `warm` (mode -> (worker, compile seconds)), a
        failed one's Outcome into `outcomes`."""
        try:
            compiled = self._compile(job)
        except Exception as exc:  # e.g. the worker could not be started: this mode fails, the others go on
            if self.interrupted:
                compiled = Outcome(job.mode, error=INTERRUPTED, interrupted=True)
            else:
                compiled = Outcome(job.mode, error=f"could not run the worker: {type(exc).__name__}: {exc}")
        finally:
            self.gate.done(job.mode)
        if isinstance(compiled, Outcome):
            outcomes[job.mode] = compiled
        else:
            warm[job.mode] = compiled

    def _start(self, job):
        """A new worker, or None once interrupted (checked under the lock `cancel` takes)."""
        with self.lock:
            if self.interrupted:
                return None
            ranks = rank_jobs(self.root, job.mode, self.nproc) if self.nproc > 1 else None
            data, timeout = self._job_data(job), self.options.timeout_s
            worker = WorkerProcess(job, data, timeout, self.options.jobs, ranks, tmp_dir=self.tmp_dir)
            self.workers.add(worker)
            return worker

    def _compile(self, job):
        """-> (worker, compile seconds) once the worker is warm, or the Outcome of its failure."""
        self.gate.enter_compile(job.mode)
        try:
            if self.abort.is_set():
                return Outcome(
                    job.mode,
                    error=INTERRUPTED if self.interrupted else "cancelled",
                    interrupted=self.interrupted,
                )
            worker = self._start(job)
            if worker is None:
                return Outcome(job.mode, error=INTERRUPTED, interrupted=True)
            self.say(job.mode, "compiling", f"{job.mode}: compiling")
            message = worker.next_message()
        finally:
            self.gate.leave_compile()
        if message.get("event") != "ready":
            return self._finish(worker, message)
        self.say(job.mode, "ready", f"{job.mode}: ready (first call took {message['compile_seconds']:.1f}s)")
        return worker, message["compile_seconds"]

    def release(self, worker, message):
        """A worker ended without a word to the user (a sweep's, once its values are done); -> Outcome."""
        outcome = worker.finish(message, None)
        with self.lock:
            self.workers.discard(worker)
        return outcome

    def _finish(self, worker, message, compile_seconds=None):
        outcome = worker.finish(message, compile_seconds)
        with self.lock:
            self.workers.discard(worker)
        if self.interrupted and outcome.result is None:
            return dataclasses.replace(outcome, error=INTERRUPTED, interrupted=True, setup_error=None)
        if outcome.setup_error is not None:
            self.abort.set()
        elif outcome.error is not None:
            log = worker.job.paths["log_file"]
            self.say(outcome.mode, "failed", f"{outcome.mode}: failed: {outcome.error} (log: {log})")
        else:
            timing = outcome.result["timing"]
            self.say(outcome.mode, "ok", f"{outcome.mode}: ok, median {call_ms_text(timing['median_ms'])}")
        return outcome

    def _job_data(self, job):
        target = f"{self.spec.path.resolve()}:{self.spec.name}"
        data = job_data(job, target, self.request.args, self.request)
        if job.folder.name == SWEEP_FOLDER and self.request.sweep:  # a sweep's worker (`sweep.py`)
            arg, values = self.request.sweep
            data["sweep"] = {"arg": arg, "values": list(values)}
        return dict(data, tuned_env=tuned_env(self.options.jobs * self.nproc))  # recorded in job.json


class Measurement:
    """The warm workers timed in interleaved rounds, then profiled one at a time (rounds.py says why).

    Each worker first calibrates its block (calls lasting `Options.block_ms`, at least `iters` calls
    over the rounds); each round then asks every live worker for one block, starting one mode further
    along each round. Rounds run until every pair has `Options.rounds` comparable rounds and every
    comparison is settled, or `MAX_ROUNDS_FACTOR` times that many ran (`time_rounds`). A worker that fails leaves the rounds; the others go on.
    """

    def __init__(self, scheduler, warm):
        self.scheduler, self.options = scheduler, scheduler.options
        self.live = dict(warm)  # mode -> (worker, compile seconds), in the modes' order
        self.outcomes, self.calls = {}, {}
        self.blocks = {mode: [] for mode in warm}
        self.rounds_run, self.run_id = 0, uuid.uuid4().hex[:12]
        self.threads, self.pinned = 1, None  # cores a timed call keeps busy; the cores the timing is on
        self.moves = 0  # times the timing moved to other cores (theirs had slowed)

    def run(self):
        if not self.live:
            return {}
        self.calibrate()
        self.pin_to_fastest()
        clean = self.time_rounds()
        for mode in list(self.live):
            self._profile(mode, clean)
        return self.outcomes

    def live_blocks(self):
        """mode -> its blocks so far, for the modes still live."""
        return {mode: self.blocks[mode] for mode in self.live}

    def pin_to_fastest(self):
        """Probe every core this process may use and keep every worker's timing on the fastest (the
        `threads` fastest for cpu targets with intra-op threads): the modes take turns on the same
        cores, so they share them fairly. Not under torch.distributed.run (each rank needs a core)."""
        cores = probes.allowed_cores()
        if self.scheduler.nproc > 1 or len(cores) <= self.threads:
            return False
        speeds = probes.probe_cores(cores)
        chosen = probes.fastest_cores(speeds, self.threads)
        if chosen == self.pinned:
            return False
        for mode in list(self.live):
            self.ask(mode, "pinned", do="pin", cores=chosen)
        self.pinned = chosen
        return True

    def ask(self, mode, expected, **command):
        """The live worker's answer to a command, or None after ending the mode on any other answer."""
        if self.scheduler.abort.is_set():
            message = {"event": "failed", "error": "cancelled"}
        else:
            message = self.live[mode][0].request(**command)
        if message.get("event") == expected:
            return message
        worker, compile_seconds = self.live.pop(mode)
        self.outcomes[mode] = self.scheduler._finish(worker, message, compile_seconds)
        return None

    def calibrate(self):
        """Each mode's calls per block, then the least of them for every mode: every block of a round does
        the same work, so a target whose time moves with the calls made is compared at equal counts."""
        least, block_s = math.ceil(self.options.iters / self.options.rounds), self.options.block_ms / 1000
        for mode in list(self.live):
            answer = self.ask(mode, "calibrated", do="calibrate", block_s=block_s, min_calls=least)
            if answer is not None:
                self.calls[mode] = answer["calls"]
                self.threads = max(self.threads, int(answer.get("threads") or 1))
        common = min(self.calls.values(), default=least)
        self.calls = {mode: max(common, least) for mode in self.calls}

    def time_rounds(self):
        """The interleaved rounds; -> the clean rounds (`self.comparable`: the rounds the worst-off pair of
        modes is compared on; `self.left_out`: why rounds were left out of the absolute figures). Rounds
        run until every mode has `rounds` comparable rounds with the control and every comparison is
        settled (`rounds.settled`), or MAX_ROUNDS_FACTOR times `rounds` ran, or the deadline; they stop
        early when too few comparable rounds could come. A round on a slowed or changing core while pinned
        moves every worker to the fastest core now."""
        wanted, most = self.options.rounds, self.options.rounds * MAX_ROUNDS_FACTOR
        names = ", ".join(self.live)
        self.scheduler.say(
            "", "measuring", f"timing {names} in interleaved rounds ({wanted} comparable wanted)"
        )
        started, deadline, said = time.monotonic(), math.inf, time.monotonic()
        clean, self.comparable, self.stopped_early = set(), 0, False
        while self.live and self.rounds_run < most and time.monotonic() <= deadline:
            number = self._one_round()
            if number == 0:  # a busy machine may stretch each round: stop past a few times the planned rounds
                deadline = started + max(MIN_ROUNDS_S, (time.monotonic() - started) * most)
            clean = rounds_module.clean_rounds(self.live_blocks())
            pairs = self.pairs_so_far()
            self.comparable = min(
                (rounds_module.steady_rounds(t, c) for t, c in pairs), default=self.rounds_run
            )
            if time.monotonic() - said >= PROGRESS_EVERY_S:
                said = time.monotonic()
                self.scheduler.say(
                    "", "measuring", f"round {self.rounds_run} of up to {most}: {self.comparable} comparable"
                )
            if self.comparable >= wanted and all(rounds_module.settled(self.judged(t, c)) for t, c in pairs):
                break
            if self.hopeless(most):
                self.stopped_early = True
                break
            if self.pinned is not None and self.core_slowed(number):
                self.moves += self.pin_to_fastest()
        self.left_out = rounds_module.left_out(self.live_blocks())
        self.scheduler.say("", "measuring", self.rounds_said())
        return clean

    def _one_round(self):
        """Every live mode's block of this round, starting one mode further along each round; -> its number."""
        number, order = self.rounds_run, list(self.live)
        shift = number % len(order)
        for mode in order[shift:] + order[:shift]:
            answer = self.ask(mode, "block", do="block", calls=self.calls[mode], round=number)
            if answer is not None:
                self.blocks[mode].append(rounds_module.Block(**answer["block"]))
        self.rounds_run += 1
        return number

    def core_slowed(self, number):
        """Did round `number` run on a slowed core (its probe over SLOW_PROBE_RATIO times the fastest)? A
        round that was only starved stays: every core of a machine busy with local work is as busy."""
        return number in rounds_module.slow_core_rounds(self.live_blocks())

    def pairs_so_far(self):
        """(test, control) session.Timing of every live mode against the control (the first live mode), as
        the report would hold them were the rounds to stop now."""
        clean = rounds_module.clean_rounds(self.live_blocks())
        timings = [
            timing_from_dict(
                dict(
                    rounds_module.summarise(blocks, clean, "", self.run_id, self.rounds_run),
                    threads=self.threads,
                )
            )
            for blocks in self.live_blocks().values()
            if blocks
        ]
        return [(test, timings[0]) for test in timings[1:]]

    @staticmethod
    def judged(test, control):
        return rounds_module.judged_pair(test, control)[0]

    def hopeless(self, most):
        """Too busy to converge: past `rounds` rounds, fewer comparable rounds than MIN_CLEAN_ROUNDS could
        come by the last round at the rate so far."""
        if self.rounds_run < self.options.rounds or self.comparable >= rounds_module.MIN_CLEAN_ROUNDS:
            return False
        return self.comparable / self.rounds_run * most < rounds_module.MIN_CLEAN_ROUNDS

    def rounds_said(self):
        """The closing line of the rounds: how many ran, how many the worst-off pair is compared on, and why
        rounds were left out of the absolute times."""
        ending = "; stopped early: the machine was too unsteady to converge" if self.stopped_early else ""
        return (
            f"timed {self.rounds_run} rounds, {self.comparable} comparable for every pair; "
            f"{self.left_out['starved']} starved and {self.left_out['slow_core']} on a slowed core left out "
            f"of the absolute times{ending}"
        )

    def _profile(self, mode, clean):
        self.scheduler.say(mode, "measuring", f"{mode}: profiling")
        worker = self.live[mode][0]
        answer = self.ask(mode, "done", do="profile")
        if answer is None:
            return
        self._record(answer["result"], self.blocks[mode], clean, worker.job.folder)
        worker, compile_seconds = self.live.pop(mode)
        outcome = self.scheduler._finish(worker, answer, compile_seconds)
        for rank_outcome, rank_job in zip(outcome.ranks, worker.rank_jobs or ()):
            if rank_outcome.result and rank_outcome.result.get("blocks"):
                blocks = [rounds_module.Block(**block) for block in rank_outcome.result.pop("blocks")]
                self._record(rank_outcome.result, blocks, clean, rank_job.folder)
        self.outcomes[mode] = outcome

    def _record(self, result, blocks, clean, folder):
        where = {
            "pinned": self.pinned is not None,
            "core_moves": self.moves,
            "starved_rounds": self.left_out["starved"],
            "slow_core_rounds": self.left_out["slow_core"],
            "threads": self.threads,
            "cores": len(probes.allowed_cores()) or None,
            "stopped_early": self.stopped_early,
        }
        rounds_module.record_timing(result, blocks, clean, self.run_id, self.rounds_run, folder, where)
