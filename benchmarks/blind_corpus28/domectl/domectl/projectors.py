import shlex
import subprocess

PROJECTORS = {"east": "10.40.0.21", "west": "10.40.0.22", "zenith": "10.40.0.23"}


def power(name, state):
    host = PROJECTORS[name]
    subprocess.run(["pjlink", "-H", host, "power", "on" if state else "off"], check=True)


def raw_command(name, command):
    """domectl projector east --raw 'INPT 31' - operator-only escape hatch."""
    host = PROJECTORS[name]
    subprocess.run("pjlink -H %s raw %s" % (host, shlex.quote(command)), shell=True, check=True)
