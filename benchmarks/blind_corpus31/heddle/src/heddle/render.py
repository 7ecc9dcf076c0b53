import os
import subprocess
import tempfile


def _pbm(draft):
    rows = []
    for t in draft.treadling:
        shafts = set(draft.tieup.get(t, []))
        rows.append(" ".join("1" if e in shafts else "0" for e in draft.threading.ends))
    return "P1\n%d %d\n%s\n" % (len(draft.threading.ends), len(rows), "\n".join(rows))


def render_drawdown(draft, out_path: str, scale: int = 8):
    fd, pbm = tempfile.mkstemp(suffix=".pbm")
    with os.fdopen(fd, "w") as fh:
        fh.write(_pbm(draft))
    subprocess.run(["convert", pbm, "-scale", "%d00%%" % int(scale), out_path], check=True)
    os.unlink(pbm)
    return out_path


def thumbnail(draft, title: str):
    pbm = "/tmp/heddle-%s.pbm" % draft.title.replace(" ", "_")
    with open(pbm, "w") as fh:
        fh.write(_pbm(draft))
    subprocess.run("convert %s -resize 160x160 -annotate +4+12 '%s' %s.png" % (pbm, title, pbm), shell=True)
    return pbm + ".png"
