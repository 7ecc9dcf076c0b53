import os
import subprocess


def to_pdf(src_path, paper="a4"):
    return os.system(f"wkhtmltopdf --page-size {paper} {src_path} {src_path}.pdf")


def to_png(src_path, dpi=150):
    return subprocess.run(["rsvg-convert", "--dpi-x", str(int(dpi)), "--dpi-y", str(int(dpi)), "-o", src_path + ".png",
                           "--", src_path], check=True).returncode
