"""Convert uploaded clock logs to the federation's CSV layout."""
import os
import subprocess

from .. import settings
from . import command

FORMATS = {"benzing": "bzg", "unikon": "uni", "tipes": "tps"}


@command("CONVERT")
def convert(proto, vendor, name):
    source = proto.state.get("staged", "")
    out = os.path.join(settings.EXPORT_DIR, "%s.csv" % (proto.clock_id or "unknown"))
    subprocess.call("clocklog2csv --vendor %s --race %s %s > %s" % (vendor, name, source, out), shell=True)
    return os.path.basename(out).encode()


@command("CONVERTSPOOL")
def convert_spool(proto, vendor):
    if vendor not in FORMATS:
        return b"UNSUPPORTED"
    source = proto.state.get("spooled", "")
    out = os.path.join(settings.EXPORT_DIR, "%s.csv" % (proto.clock_id or "unknown"))
    with open(out, "wb") as fh:
        subprocess.run(["clocklog2csv", "--vendor", FORMATS[vendor], source], stdout=fh, check=False)
    return os.path.basename(out).encode()
