"""`--format`: its choices are the formats registered for a report kind (render/registry.py), read when the
option is parsed, so a format registered after this module was imported is offered too."""

import click

from compile_inspect.render import registry


class FormatChoice(click.Choice):
    """A click.Choice over `registry.formats(kind)`: same help, metavar and one-line error as a fixed one."""

    def __init__(self, kind):
        self.kind = kind
        super().__init__(())

    @property
    def choices(self):
        return registry.formats(self.kind)

    @choices.setter
    def choices(self, _fixed):  # click.Choice.__init__ stores a fixed tuple; the registry holds them instead
        pass
