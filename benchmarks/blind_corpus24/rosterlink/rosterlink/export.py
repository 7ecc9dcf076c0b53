import os
import subprocess


def export_pdf(html_path: str, out_name: str) -> str:
    out = os.path.join(os.path.dirname(html_path), out_name + ".pdf")
    subprocess.run(f"wkhtmltopdf --quiet {html_path} {out}", shell=True, check=True)
    return out


def export_pdf_safe(html_path: str, out_name: str) -> str:
    out = os.path.join(os.path.dirname(html_path), os.path.basename(out_name) + ".pdf")
    subprocess.run(["wkhtmltopdf", "--quiet", html_path, out], check=True)
    return out


def print_card(printer: str, card_path: str) -> None:
    os.system("lpr -P %s %s" % (printer, card_path))


def print_card_safe(printer: str, card_path: str) -> None:
    subprocess.run(["lpr", "-P", printer, "--", card_path], check=True)
