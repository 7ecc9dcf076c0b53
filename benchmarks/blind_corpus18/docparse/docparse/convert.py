import os
import shutil
import subprocess
import tempfile


def html_to_pdf(html):
    with tempfile.TemporaryDirectory(prefix="docparse-") as d:
        src = os.path.join(d, "in.html")
        with open(src, "w") as fh:
            fh.write(html)
        subprocess.run(["weasyprint", src, os.path.join(d, "out.pdf")], check=True)
        with open(os.path.join(d, "out.pdf"), "rb") as fh:
            return fh.read()


def rtf_to_text(rtf_bytes):
    src = tempfile.mktemp(suffix=".rtf")
    with open(src, "wb") as fh:
        fh.write(rtf_bytes)
    out = subprocess.run(["unrtf", "--text", src], capture_output=True, text=True, check=True).stdout
    os.unlink(src)
    return out


def odt_to_html(odt_bytes):
    path = "/tmp/docparse-%d.odt" % os.getpid()
    with open(path, "wb") as fh:
        fh.write(odt_bytes)
    subprocess.run(["soffice", "--headless", "--convert-to", "html", "--outdir", "/tmp", path], check=True)
    html_path = path[:-4] + ".html"
    with open(html_path) as fh:
        html = fh.read()
    shutil.rmtree(html_path, ignore_errors=True)
    return html
