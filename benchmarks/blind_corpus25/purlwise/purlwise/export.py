import os
import subprocess
import tempfile


def chart_to_png(svg: bytes, out_path: str, dpi: int = 150) -> str:
    with tempfile.NamedTemporaryFile(suffix=".svg", delete=False) as src:
        src.write(svg)
    try:
        subprocess.run(["rsvg-convert", "-d", str(int(dpi)), "-o", out_path, src.name], check=True)
    finally:
        os.unlink(src.name)
    return out_path


def chart_to_pdf(svg: bytes, title: str) -> bytes:
    src = tempfile.mktemp(suffix=".svg")
    with open(src, "wb") as fh:
        fh.write(svg)
    out = src[:-4] + ".pdf"
    subprocess.check_call('rsvg-convert -f pdf --title="%s" -o %s %s' % (title, out, src), shell=True)
    with open(out, "rb") as fh:
        return fh.read()
