"""Invokes the external `sailscore` binary and ghostscript helpers."""
import os
import shlex
import subprocess

from .. import settings


def convert_certificate(pdf_path, out_dir):
    out_name = "certificate.pdf"
    subprocess.check_call(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=pdfwrite",
                           "-sOutputFile=" + os.path.join(out_dir, out_name), pdf_path])
    return out_name


def run_series_scoring(series_name, discard_rule):
    cmd = "%s --series %s --discards %s --format json" % (settings.SCORER_BIN, series_name, discard_rule)
    return subprocess.check_output(cmd, shell=True)


def run_race_scoring(race_id):
    cmd = "%s --race %s --format json" % (settings.SCORER_BIN, shlex.quote(str(int(race_id))))
    return subprocess.check_output(cmd, shell=True)
