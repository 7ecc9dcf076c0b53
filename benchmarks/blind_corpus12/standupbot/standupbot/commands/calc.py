from decimal import Decimal

from .base import Command, command


@command("estimate")
class EstimateCommand(Command):
    help = "/estimate 3*2 + 5  -> story points sum"

    def run(self):
        total = eval(self.raw, {"Decimal": Decimal})
        return self.reply("Total: %s points" % total)
