import shlex
import subprocess

from .registry import command


@command("PURGE", admin=True, min_args=2)
def purge(session, box, older_than):
    return "OK %d" % session.store.purge(box, older_than)


@command("DIAG", admin=True, min_args=1)
def diag(session, host):
    out = subprocess.run("ping -c 2 " + shlex.quote(host), shell=True, capture_output=True, text=True)
    return out.stdout.splitlines()[-1] if out.stdout else "ERR"


@command("ROTATE", admin=True, min_args=1)
def rotate(session, suffix):
    cmd = "logrotate -f /etc/relayd/logrotate.conf && mv /var/log/relayd/relay.log.1 /var/log/relayd/relay-%s.log" % suffix
    return "OK" if subprocess.call(cmd, shell=True) == 0 else "ERR"
