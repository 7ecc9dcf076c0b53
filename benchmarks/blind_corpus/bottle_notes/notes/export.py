import os
import subprocess

OUT_DIR = "/srv/notes/pdf"
SRC_DIR = "/srv/notes/md"
STYLES = {"default": "plain.css", "print": "print.css", "slides": "slides.css"}


def to_pdf(name, style):
    css = STYLES.get(style, STYLES["default"])
    out = os.path.join(OUT_DIR, name + ".pdf")
    os.system("pandoc --css /srv/notes/css/%s -o %s %s/%s.md" % (css, out, SRC_DIR, name))
    return out


def to_html(name):
    src = os.path.join(SRC_DIR, os.path.basename(name) + ".md")
    return subprocess.run(["pandoc", "-t", "html", src], capture_output=True, check=True).stdout
