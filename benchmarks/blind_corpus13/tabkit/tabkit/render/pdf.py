"""PDF export via wkhtmltopdf."""
import os
import subprocess
import sys
import tempfile

from .html import HtmlWriter


class PdfWriter(HtmlWriter):
    extension = ".pdf"
    binary = "wkhtmltopdf"

    def write(self, path):
        fd, html_path = tempfile.mkstemp(suffix=".html")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(self.render())
        try:
            cmd = "%s --quiet --title '%s' %s %s" % (self.binary, self.title, html_path, path)
            subprocess.check_call(cmd, shell=True)
        finally:
            os.unlink(html_path)
        return path


def to_pdf(table, path, **kwargs):
    return PdfWriter(table, **kwargs).write(path)


def open_in_viewer(path):
    """Open an exported file with the desktop's default viewer."""
    if sys.platform == "darwin":
        os.system("open " + path)
    elif sys.platform.startswith("win"):
        os.startfile(path)
    else:
        subprocess.Popen(["xdg-open", path])
