import os
import shlex
import subprocess

from .base import Command, command

LOG_DIR = "/var/log/apps"
KNOWN_LOGS = {"api": "api.log", "worker": "worker.log", "cron": "cron.log"}


@command("pods")
class PodsCommand(Command):
    help = "/pods <app>"

    def run(self):
        app = self.args[0] if self.args else "api"
        out = subprocess.check_output(f"kubectl get pods -l app={app} --no-headers", shell=True, text=True)
        return self.reply("```%s```" % out)


@command("restarts")
class RestartsCommand(Command):
    help = "/restarts <namespace>"

    def run(self):
        ns = self.args[0] if self.args else "default"
        cmd = "kubectl get pods -n %s -o jsonpath='{..restartCount}'" % shlex.quote(ns)
        out = subprocess.check_output(cmd, shell=True, text=True)
        return self.reply("restarts: %s" % out)


@command("tail")
class TailCommand(Command):
    help = "/tail <api|worker|cron>"

    def run(self):
        name = KNOWN_LOGS.get(self.args[0] if self.args else "api")
        if name is None:
            return self.reply("unknown log; try %s" % ", ".join(KNOWN_LOGS))
        with open(os.path.join(LOG_DIR, name)) as fh:
            return self.reply("```%s```" % "".join(fh.readlines()[-20:]))


@command("grep-log")
class GrepLogCommand(Command):
    help = "/grep-log <file> <pattern>"

    def run(self):
        fname, pattern = (self.args + ["app.log", ""])[:2]
        with open(LOG_DIR + "/" + fname, errors="replace") as fh:
            hits = [line for line in fh if pattern in line][-20:]
        return self.reply("```%s```" % "".join(hits))
