import os
import subprocess
import tempfile

from .html import render_html

PAGE_SIZES = ("A4", "A5", "Letter", "Legal")


def render_pdf(source, context=None, page_size="A4", output=None, margin="10mm", engine="jinja"):
    if page_size not in PAGE_SIZES:
        raise ValueError("unsupported page size")
    html = render_html(source, context, engine)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write(html)
    output = output or fh.name[:-5] + ".pdf"
    try:
        subprocess.run(["wkhtmltopdf", "--page-size", page_size, "--", fh.name, output], check=True)
    finally:
        os.unlink(fh.name)
    return output


def render_pdf_with_margins(source, context=None, margin="10mm", output="out.pdf"):
    html = render_html(source, context)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write(html)
    cmd = "wkhtmltopdf -T {m} -B {m} -L {m} -R {m} {src} {out}".format(m=margin, src=fh.name, out=output)
    return subprocess.check_call(cmd, shell=True)
