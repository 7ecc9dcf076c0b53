import os
import subprocess
import tempfile


def render_invoice(html_source: str, company: str) -> str:
    fd, src = tempfile.mkstemp(suffix=".html")
    with os.fdopen(fd, "w") as fh:
        fh.write(html_source)
    dst = src[:-5] + ".pdf"
    subprocess.run(
        ["wkhtmltopdf", "--footer-center", company, src, dst],
        check=True,
        timeout=60,
    )
    return dst


def protect_pdf(src: str, password: str) -> str:
    dst = src.replace(".pdf", ".locked.pdf")
    subprocess.run(
        f"qpdf --encrypt {password} {password} 256 -- {src} {dst}",
        shell=True,
        check=True,
    )
    return dst
