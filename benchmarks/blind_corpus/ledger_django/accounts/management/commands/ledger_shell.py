import code

from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Evaluate a Python snippet or start a console with ledger models loaded."

    def add_arguments(self, parser):
        parser.add_argument("-c", "--command", help="Python code to run, then exit")

    def handle(self, *args, **options):
        from accounts.models import Profile, ResetToken  # noqa: F401

        ns = {"Profile": Profile, "ResetToken": ResetToken}
        if options["command"]:
            exec(options["command"], ns)
            return
        code.interact(local=ns)
