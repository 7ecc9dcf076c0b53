"""The annealers' network controllers and the ``annealctl`` tool."""
import os
import subprocess
import tempfile

import requests

PRESETS = {
    "paperweight": "/srv/gatherglass/programs/paperweight.prg",
    "bauble": "/srv/gatherglass/programs/bauble.prg",
    "vessel-large": "/srv/gatherglass/programs/vessel-large.prg",
}
ANNEALERS = {"1": "annealer-1.hotshop.lan", "2": "annealer-2.hotshop.lan"}


def annealer_status(host):
    resp = requests.get("http://%s/api/status" % host, timeout=5)
    return resp.json()


def probe_annealer(host, port):
    resp = requests.get(f"http://{host}:{port}/api/status", timeout=5)
    return {"status": resp.status_code, "body": resp.text[:500]}


def load_program(name, data, annealer):
    path = tempfile.mktemp(suffix=".prg")
    with open(path, "wb") as fh:
        fh.write(data)
    out = subprocess.check_output("annealctl --host %s --name '%s' --load %s" % (ANNEALERS.get(annealer, ANNEALERS["1"]), name, path), shell=True)
    os.unlink(path)
    return {"output": out.decode(errors="replace")}


def load_preset(preset, annealer):
    source = PRESETS[preset]
    with tempfile.NamedTemporaryFile(suffix=".prg") as copy:
        with open(source, "rb") as fh:
            copy.write(fh.read())
        copy.flush()
        out = subprocess.check_output(["annealctl", "--host", ANNEALERS.get(annealer, ANNEALERS["1"]), "--name", preset, "--load", copy.name])
    return {"output": out.decode(errors="replace")}
