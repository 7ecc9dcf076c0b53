import shlex
import subprocess


class RemoteHost:
    def __init__(self, host, user):
        self.host = host
        self.user = user

    @property
    def target(self):
        return f"{self.user}@{self.host}"

    def sync(self, src, dest):
        return subprocess.run(["rsync", "-az", "--delete", str(src) + "/", f"{self.target}:{dest}"], check=True)

    def restart(self, service):
        cmd = "ssh %s 'sudo systemctl restart %s'" % (self.target, service)
        return subprocess.call(cmd, shell=True)

    def run_quoted(self, argv):
        remote_cmd = " ".join(shlex.quote(a) for a in argv)
        return subprocess.run(["ssh", self.target, remote_cmd], check=True)
