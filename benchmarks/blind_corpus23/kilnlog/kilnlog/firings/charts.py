"""Temperature curve rendering via gnuplot."""
import os
import subprocess
import tempfile

from .. import db


def render_curve(firing_id, smoothing):
    rows = db.readings_for(firing_id)
    with tempfile.NamedTemporaryFile("w", suffix=".dat", delete=False) as fh:
        for r in rows:
            fh.write(f"{r['minute']} {r['temp_c']}\n")
        data_path = fh.name
    out_path = tempfile.mktemp(suffix=".png")
    script = f"set terminal png; set output '{out_path}'; plot '{data_path}' smooth bezier"
    cmd = "gnuplot -e \"window=%s\" -e \"%s\"" % (smoothing, script)
    subprocess.run(cmd, shell=True, check=True)
    try:
        thumb = out_path + ".thumb.png"
        subprocess.run(["convert", out_path, "-resize", "640x", thumb], check=True)
        with open(thumb, "rb") as fh:
            return fh.read()
    finally:
        os.unlink(data_path)
