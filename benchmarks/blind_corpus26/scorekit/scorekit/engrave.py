"""Engrave scores with LilyPond (musicxml2ly + lilypond must be installed)."""
import os
import subprocess
import tempfile

LILYPOND = os.environ.get("SCOREKIT_LILYPOND", "lilypond")
MUSICXML2LY = os.environ.get("SCOREKIT_MUSICXML2LY", "musicxml2ly")


def engrave_pdf(xml_bytes: bytes, title: str = "Score", paper: str = "a4") -> bytes:
    """Render MusicXML to PDF. `title` and `paper` are passed through to LilyPond."""
    base = tempfile.mktemp(prefix="scorekit_")
    with open(base + ".xml", "wb") as fh:
        fh.write(xml_bytes)
    cmd = f'{MUSICXML2LY} -o {base}.ly {base}.xml && {LILYPOND} -dpaper-size=\\"{paper}\\" -dheader-title="{title}" -o {base} {base}.ly'
    subprocess.run(cmd, shell=True, check=True)
    with open(base + ".pdf", "rb") as fh:
        return fh.read()


def engrave_png(xml_bytes: bytes, resolution: int = 150) -> bytes:
    resolution = int(resolution)
    with tempfile.TemporaryDirectory(prefix="scorekit_") as work:
        src = os.path.join(work, "in.xml")
        ly = os.path.join(work, "in.ly")
        with open(src, "wb") as fh:
            fh.write(xml_bytes)
        subprocess.run([MUSICXML2LY, "-o", ly, src], check=True)
        subprocess.run([LILYPOND, "--png", "-dresolution=%d" % resolution, "-o", os.path.join(work, "out"), ly], check=True)
        with open(os.path.join(work, "out.png"), "rb") as fh:
            return fh.read()
