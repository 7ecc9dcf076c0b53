import shlex
import subprocess


class HookRunner:
    """Run shell commands when documents change.

    ``HookRunner({"put": "notify-send 'stored {key}'"})``
    """

    def __init__(self, commands=None, argv_commands=None):
        self.commands = commands or {}
        self.argv_commands = argv_commands or {}

    def fire(self, event, key):
        template = self.commands.get(event)
        if template:
            subprocess.run(template.format(key=key), shell=True, check=False)
        argv = self.argv_commands.get(event)
        if argv:
            subprocess.run([part.format(key=key) for part in shlex.split(argv)], check=False)
