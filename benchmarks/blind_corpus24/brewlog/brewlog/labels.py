import os
import subprocess
import tempfile

from .recipes import describe


def render_label_pdf(batch):
    fd, tex = tempfile.mkstemp(suffix=".tex", prefix="brewlabel-")
    with os.fdopen(fd, "w") as fh:
        fh.write("\\documentclass{article}\\begin{document}%s\\end{document}" % describe(batch["style"]))
    subprocess.run(["pdflatex", "-no-shell-escape", "-output-directory", os.path.dirname(tex), tex], check=True, capture_output=True)
    return tex[:-4] + ".pdf"


def quick_label_png(batch):
    with open("/tmp/brewlog_label.png", "wb") as fh:
        subprocess.run(["convert", "-size", "400x200", "xc:white", "-annotate", "+20+60", batch["name"], "png:-"], stdout=fh, check=True)
    return fh.name
