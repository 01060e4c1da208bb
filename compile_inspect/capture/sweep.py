"""A shape sweep (`--arg seq=64,128,256`): after the session's own measurement, one fresh worker per mode
that ran (folder <session>/<mode>/sweep) calls the function with each value in order, in that one
process, so Dynamo's compiles, recompiles and dynamic dimensions show as a user's code would meet them.

For each value, in order: every worker builds its inputs and makes its first call (timed; what Dynamo
compiled and why: `_torch.compile_events`), warms up, then the value's interleaved rounds run across
the modes as the main timing's do (`scheduler.Measurement`: paired with eager, starved rounds left out).
Nothing is profiled. A worker that fails keeps the values it finished and says where it stopped.

    points = ShapeSweep(scheduler, [sweep_job(job) for job in jobs]).run()   # mode -> {"points", "error"}
"""

from __future__ import annotations

from compile_inspect.capture.scheduler import Measurement
from compile_inspect.session import rounds as rounds_module

SWEEP_ROUNDS_SHARE = 2  # each value's clean rounds: the session's --rounds over this (5 at least)


class ShapeSweep:
    """The sweep's workers, value by value; -> mode -> {"arg", "points": [...], "error": str | None}."""

    def __init__(self, scheduler, jobs):
        self.scheduler, self.jobs = scheduler, jobs
        self.arg, self.values = scheduler.request.sweep
        self.points = {job.mode: [] for job in jobs}
        self.errors = {}

    def run(self):
        say = self.scheduler.say
        say("", "measuring", f"sweep over {self.arg}={','.join(self.values)}: compiling each mode again")
        failed, live = self.scheduler.compile_all(self.jobs)
        self.errors.update({mode: outcome.error for mode, outcome in failed.items()})
        for index, value in enumerate(self.values):
            if not live or self.scheduler.abort.is_set():
                break
            say("", "measuring", f"sweep: {self.arg}={value}")
            live = self._value(index, value, live)
        self._finish(live)
        return {mode: self._result(mode) for mode in self.points}

    def _value(self, index, value, live):
        """One value: each live worker's first call, then the value's rounds; -> the workers still live."""
        measurement = Measurement(self.scheduler, live)
        measurement.options = _fewer_rounds(self.scheduler.options)
        shapes = {}
        for mode in list(measurement.live):
            answer = measurement.ask(mode, "shape", do="shape", index=index)
            if answer is not None:
                shapes[mode] = answer["shape"]
        measurement.calibrate()
        clean = measurement.time_rounds()
        for mode, shape in shapes.items():
            blocks = measurement.blocks[mode]
            timing = _timing(blocks, clean, measurement) if mode in measurement.live and blocks else None
            self.points[mode].append({"value": value, **shape, "timing": timing})
        for mode, outcome in measurement.outcomes.items():
            self.errors[mode] = f"stopped at {self.arg}={value}: {outcome.error}"
        return measurement.live

    def _finish(self, live):
        for worker, _ in live.values():
            answer = worker.request(do="finish") if not self.scheduler.abort.is_set() else {}
            self.scheduler.release(worker, answer)

    def _result(self, mode):
        weights = list(self.scheduler.request.mix)
        return {
            "arg": self.arg,
            "points": self.points[mode],
            "error": self.errors.get(mode),
            "weights": weights,
        }


def _fewer_rounds(options):
    """The session's options with each value's rounds: --rounds / SWEEP_ROUNDS_SHARE, at least the least
    a paired ratio needs."""
    import dataclasses

    wanted = max(rounds_module.MIN_CLEAN_ROUNDS, options.rounds // SWEEP_ROUNDS_SHARE)
    return dataclasses.replace(options, rounds=wanted)


def _timing(blocks, clean, measurement):
    method = rounds_module.method_of(blocks)
    return rounds_module.summarise(blocks, clean, method, measurement.run_id, measurement.rounds_run)
