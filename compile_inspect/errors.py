"""The project's errors. Each carries the exit code the CLI returns for it.

The CLI catches `InspectError` once, prints `error: <message>` as one line on stderr, and exits
with `exit_code`. Anything else escaping is a bug.
"""


class InspectError(Exception):
    """A problem the user can fix; the message is one plain line."""

    exit_code = 2


class TargetError(InspectError):
    """The user's file, function or example inputs cannot be loaded or called."""


class UsageError(InspectError):
    """Bad option values (unknown mode, malformed --arg, unavailable device, ...)."""


class SessionError(InspectError):
    """A session folder is missing, malformed, or would overwrite something that is not a session."""


class TraceError(InspectError):
    """A Chrome trace that cannot be read (not JSON, truncated, not a profiler trace)."""


class ModeFailedExit(InspectError):
    """Everything was written, but at least one mode failed: scripts can tell by the exit code."""

    exit_code = 3


class FileRefused(InspectError):
    """A file not read, or not read to its end: not a regular file, or past a size limit (docs/security.md)."""
