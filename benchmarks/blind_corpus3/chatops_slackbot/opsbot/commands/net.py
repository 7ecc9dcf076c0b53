"""/ping <host>, /dig <name> [type], /trace <host>"""
import re
import subprocess

from opsbot.commands import text_of

HOSTNAME_RE = re.compile(r"^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)*[a-zA-Z0-9-]{1,63}$")
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "CNAME", "NS", "SRV"}


def _code(out):
    return "```\n%s\n```" % out[-3500:]


def register(app):
    @app.command("/ping")
    def ping(ack, respond, command):
        ack()
        host = text_of(command)
        out = subprocess.run(f"ping -c 3 -W 2 {host}", shell=True, capture_output=True, text=True, timeout=20)
        respond(_code(out.stdout or out.stderr))

    @app.command("/dig")
    def dig(ack, respond, command):
        ack()
        parts = text_of(command).split()
        if not parts or not HOSTNAME_RE.match(parts[0]):
            respond("usage: /dig <hostname> [A|AAAA|MX|TXT|CNAME|NS|SRV]")
            return
        rtype = parts[1].upper() if len(parts) > 1 else "A"
        if rtype not in RECORD_TYPES:
            respond("unsupported record type")
            return
        out = subprocess.run("dig +short %s %s" % (parts[0], rtype), shell=True, capture_output=True, text=True, timeout=10)
        respond(_code(out.stdout or "(no answer)"))

    @app.command("/trace")
    def trace(ack, respond, command):
        ack()
        host = text_of(command).split(" ")[0]
        proc = subprocess.Popen("traceroute -m 20 -w 2 " + host, shell=True, stdout=subprocess.PIPE, text=True)
        out, _ = proc.communicate(timeout=60)
        respond(_code(out))
