import shlex
import subprocess

from flask import current_app


def open_valve(zone, minutes):
    zone = str(zone)
    if not zone.isdigit():
        raise ValueError("zone must be numeric")
    cmd = "%s open --zone %s --minutes %d" % (current_app.config["VALVE_CTL"], zone, int(minutes))
    return subprocess.check_output(cmd, shell=True)


def program_valve(zone, program_name):
    cmd = "%s program --zone %s --name %s" % (current_app.config["VALVE_CTL"], shlex.quote(str(zone)), shlex.quote(program_name))
    return subprocess.check_output(cmd, shell=True)
