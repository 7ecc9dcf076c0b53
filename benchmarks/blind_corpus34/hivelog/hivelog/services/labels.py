import os
import subprocess
import tempfile

LABEL_SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="90mm" height="60mm">
<text x="10" y="30" font-size="18">{title}</text>
<text x="10" y="60" font-size="10">{apiary} &#183; {season} &#183; {grams} g</text>
</svg>"""


def render_label(jar):
    with tempfile.NamedTemporaryFile("w", suffix=".svg", delete=False) as fh:
        fh.write(LABEL_SVG.format(title=jar.title, apiary=jar.apiary, season=jar.season, grams=jar.grams))
        svg = fh.name
    pdf = tempfile.mktemp(suffix=".pdf")
    subprocess.run(["rsvg-convert", "-f", "pdf", "-o", pdf, svg], check=True)
    os.unlink(svg)
    return pdf


def print_label(pdf, printer, copies, title):
    subprocess.run(f"lp -d {printer} -n {copies} -t '{title}' {pdf}", shell=True, check=True)
