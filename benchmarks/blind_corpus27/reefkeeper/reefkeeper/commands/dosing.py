import shlex
import subprocess

import click

from .. import settings
from ..controller.parsers import dose_volume


@click.group()
def dose():
    """Dosing pump control."""


@dose.command("run")
@click.argument("pump")
@click.argument("ml", type=float)
def run(pump, ml):
    # operator's own pump name, run under the operator's account
    subprocess.run(f"{settings.DOSER_BIN} run {pump} {ml:.1f}", shell=True, check=True)


@dose.command("schedule")
@click.argument("profile_file", type=click.File("r"))
def schedule(profile_file):
    """Apply a dosing profile downloaded from the club share."""
    for line in profile_file:
        pump, _, formula = line.strip().partition("=")
        ml = dose_volume(formula)
        subprocess.run(settings.DOSER_BIN + " queue " + pump + " " + str(ml), shell=True, check=True)


@dose.command("calibrate")
@click.argument("pump")
def calibrate(pump):
    subprocess.run([settings.DOSER_BIN, "calibrate", pump], check=True)


@dose.command("spread")
@click.argument("pumps", nargs=-1)
def spread(pumps):
    for i, p in enumerate(sorted(pumps)):
        cmd = "%s delay %s %d" % (settings.DOSER_BIN, shlex.quote(p), i * 60)
        subprocess.run(cmd, shell=True, check=True)
