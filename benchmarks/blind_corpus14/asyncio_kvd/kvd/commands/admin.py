import asyncio
import subprocess

from .. import config
from .base import Command, CommandError


class RunScript(Command):
    """RUN <script> [args...] - maintenance scripts from the fixed SCRIPTS table."""

    verb = "RUN"
    min_args = 1

    def run(self, name, *args):
        script = config.SCRIPTS.get(name)
        if script is None:
            raise CommandError("unknown script")
        proc = subprocess.run([script, *args], capture_output=True, text=True, timeout=300)
        return proc.stdout[-4000:]


class Ping(Command):
    """PING <host> - reachability check towards a build agent."""

    verb = "NETPING"
    min_args = 1

    async def run(self, host):
        proc = await asyncio.create_subprocess_shell(
            "ping -c 1 -W 1 " + host, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
        )
        out, _ = await proc.communicate()
        return out.decode(errors="replace")
