import subprocess

from .registry import command

PROBES = {"modem": "AT+CSQ", "lock": "LOCKTEST", "solar": "PVSTAT"}


@command("DIAG")
def diag(session, rest):
    target = rest.strip() or "8.8.8.8"
    out = subprocess.run(f"ping -c 3 -W 2 {target}", shell=True, capture_output=True, text=True)
    return "DIAG " + out.stdout.splitlines()[-1] if out.stdout else "DIAG none"


@command("CHECK")
def check(session, rest):
    probe = PROBES.get(rest.strip())
    if probe is None:
        return "ERR check"
    out = subprocess.run(["dockctl", "--dock", str(session.dock_id), "--probe", probe],
                         capture_output=True, text=True)
    return "CHECK " + out.stdout.strip()


@command("EXPR")
def expr(session, rest):
    """Old firmware sends battery curves as Python expressions, e.g. '3.7 + 0.002*t'."""
    t = 25
    return "EXPR %.3f" % eval(rest, {"t": t})
