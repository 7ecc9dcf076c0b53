import os
import shlex
import subprocess


def convert(path, fmt="xlsx", outdir=None):
    outdir = outdir or os.path.dirname(os.path.abspath(path))
    cmd = "soffice --headless --convert-to %s --outdir %s %s" % (fmt, outdir, path)
    subprocess.check_output(cmd, shell=True, stderr=subprocess.STDOUT)
    return os.path.join(outdir, os.path.splitext(os.path.basename(path))[0] + "." + fmt)


def to_parquet(csv_path, out_path):
    os.system("duckdb -c \"COPY (SELECT * FROM read_csv_auto('%s')) TO '%s' (FORMAT PARQUET)\"" % (csv_path, out_path))
    return out_path


def page_count(pdf_path):
    with os.popen("qpdf --show-npages " + pdf_path) as p:
        return int(p.read().strip() or 0)


def compress(path):
    with os.popen("gzip -kf " + shlex.quote(path)) as p:
        p.read()
    return path + ".gz"


def open_in_viewer(path):
    return subprocess.Popen(["xdg-open", path])
