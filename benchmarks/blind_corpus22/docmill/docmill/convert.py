import os
import subprocess
import tempfile

from ._defaults import PANDOC


def to_pdf(markdown: str, title: str) -> bytes:
    src = tempfile.mktemp(suffix=".md")
    with open(src, "w") as fh:
        fh.write(markdown)
    out = src[:-3] + ".pdf"
    subprocess.run(f'{PANDOC} {src} -o {out} --metadata title="{title}"', shell=True, check=True)
    with open(out, "rb") as fh:
        return fh.read()


def to_pdf_safe(markdown: str, title: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="docmill-") as work:
        src = os.path.join(work, "in.md")
        out = os.path.join(work, "out.pdf")
        with open(src, "w") as fh:
            fh.write(markdown)
        subprocess.run([PANDOC, src, "-o", out, "--metadata", "title=" + title], check=True)
        with open(out, "rb") as fh:
            return fh.read()


def spool_path(prefix: str = "docmill") -> str:
    fd, path = tempfile.mkstemp(prefix=prefix + "-")
    os.close(fd)
    return path
