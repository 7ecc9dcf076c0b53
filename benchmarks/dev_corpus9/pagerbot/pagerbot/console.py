"""``pagerbot console``: an interactive shell for the person running the bot."""
import code
import readline  # noqa: F401  history and line editing
import rlcompleter  # noqa: F401

from . import settings
from .rules import RuleSet
from .storage import BotState


class BotConsole(code.InteractiveConsole):
    def __init__(self):
        super().__init__(locals={
            "settings": settings,
            "state": BotState.load(),
            "RuleSet": RuleSet,
        })

    def runsource(self, source, filename="<console>", symbol="single"):
        try:
            compiled = self.compile(source, filename, symbol)
        except (OverflowError, SyntaxError, ValueError):
            self.showsyntaxerror(filename)
            return False
        if compiled is None:
            return True
        try:
            exec(compiled, self.locals)
        except SystemExit:
            raise
        except BaseException:
            self.showtraceback()
        return False


def interact():
    BotConsole().interact(banner="pagerbot console - `state` and `settings` are loaded", exitmsg="")
