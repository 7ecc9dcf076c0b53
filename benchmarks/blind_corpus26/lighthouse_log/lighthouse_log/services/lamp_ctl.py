"""Thin wrapper around the `lampctl` utility installed on the station gateways."""
import re
import subprocess

LAMPCTL = "/opt/lighthouse/bin/lampctl"
_STATION = re.compile(r"^[a-z0-9_-]{2,32}$")


def lamp_status(station):
    if not _STATION.match(station):
        raise ValueError("invalid station name")
    out = subprocess.run([LAMPCTL, "--station", station, "--status"], capture_output=True, text=True, check=True)
    return out.stdout


def run_lamp_test(station, duration):
    cmd = f"{LAMPCTL} --station {station} --test --seconds {duration}"
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return result.returncode, result.stdout
