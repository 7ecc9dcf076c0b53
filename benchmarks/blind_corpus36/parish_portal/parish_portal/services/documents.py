import os
import shutil
import subprocess
import tempfile

MINUTES_ROOT = "/srv/parish/minutes"


def convert_to_pdf(upload_name, data):
    staging = os.path.join("/tmp", upload_name)
    with open(staging, "wb") as fh:
        fh.write(data)
    outdir = tempfile.mkdtemp(prefix="minutes-")
    subprocess.call("soffice --headless --convert-to pdf --outdir %s %s" % (outdir, staging), shell=True)
    pdf = os.path.join(outdir, os.path.splitext(os.path.basename(staging))[0] + ".pdf")
    return pdf, outdir


def extract_text(pdf_path):
    out = subprocess.run(["pdftotext", "-layout", pdf_path, "-"], capture_output=True, text=True)
    return out.stdout


def publish(pdf_path, year, outdir):
    dest_dir = os.path.join(MINUTES_ROOT, str(int(year)))
    os.makedirs(dest_dir, exist_ok=True)
    shutil.move(pdf_path, os.path.join(dest_dir, os.path.basename(pdf_path)))
    shutil.rmtree(outdir, ignore_errors=True)
