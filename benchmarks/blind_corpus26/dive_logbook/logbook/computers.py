"""Conversion of proprietary dive computer logs via the Subsurface CLI."""
import re
import subprocess

from django.conf import settings

KNOWN_MODELS = re.compile(r"^[A-Za-z0-9 _.-]{1,40}$")


def convert_with_subsurface(src_path, model):
    cmd = "%s --import '%s' --dc-model '%s' --export-uddf -" % (settings.SUBSURFACE_BIN, src_path, model)
    return subprocess.check_output(cmd, shell=True, timeout=120)


def subsurface_version():
    out = subprocess.run([settings.SUBSURFACE_BIN, "--version"], capture_output=True, text=True, timeout=10)
    return out.stdout.strip()
