import os
import subprocess
import tempfile

from .. import settings

LABEL = """^XA
^FO30,30^A0N,40,40^FD{ref}^FS
^FO30,90^A0N,28,28^FD{customer}^FS
^FO30,130^A0N,24,24^FD{bike}^FS
^XZ
"""


def render_label(ticket, ref):
    return LABEL.format(ref=ref, customer=ticket["customer"][:30], bike=ticket["bike"][:40])


def print_label_quick(zpl, printer):
    path = tempfile.mktemp(suffix=".zpl")
    with open(path, "w") as fh:
        fh.write(zpl)
    subprocess.Popen("lp -d %s -o raw %s" % (printer, path), shell=True)
    return path


def print_label(zpl, printer_key):
    queue = settings.PRINTERS.get(printer_key, settings.PRINTERS["bench"])
    with tempfile.NamedTemporaryFile("w", suffix=".zpl", delete=False) as fh:
        fh.write(zpl)
    try:
        subprocess.run(["lp", "-d", queue, "-o", "raw", fh.name], check=True, timeout=20)
    finally:
        os.unlink(fh.name)
