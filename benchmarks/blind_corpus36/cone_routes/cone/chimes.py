import re
import subprocess
import tempfile

from . import config

_TUNE = re.compile(r"^[a-z0-9_-]{1,32}$")


def play(tune):
    return subprocess.Popen("mpg123 -q %s/%s.mp3" % (config.CHIME_DIR, tune), shell=True)


def preview(tune):
    if not _TUNE.match(tune):
        raise ValueError("bad tune")
    with tempfile.NamedTemporaryFile(suffix=".mp3") as out:
        subprocess.run(["sox", f"{config.CHIME_DIR}/{tune}.mp3", out.name, "trim", "0", "10"], check=True)
        return open(out.name, "rb").read()
