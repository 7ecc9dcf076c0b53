"""Thin wrapper around the vendor's valvectl CLI."""
import subprocess

VALVECTL = "/usr/local/bin/valvectl"


def open_zone(zone_id, minutes):
    return subprocess.check_output([VALVECTL, "open", str(zone_id), "--minutes", str(minutes)], timeout=10)


def close_zone(zone_id):
    return subprocess.check_output([VALVECTL, "close", str(zone_id)], timeout=10)


def flush_line(line):
    subprocess.check_call("%s flush --line %s" % (VALVECTL, line), shell=True, timeout=60)
