import os
import subprocess
import sys
import tempfile


def to_parquet_tmp(df):
    fh = tempfile.NamedTemporaryFile(suffix=".parquet", delete=False)
    fh.close()
    df.to_parquet(fh.name)
    return fh.name


def run_r_script(script, csv_path, *args):
    result = subprocess.run(["Rscript", "--vanilla", script, csv_path, *map(str, args)],
                            capture_output=True, text=True, check=False)
    return result.returncode, result.stdout


def open_in_viewer(path):
    if sys.platform == "darwin":
        subprocess.run(["open", path])
    elif os.name == "nt":
        os.startfile(path)
    else:
        subprocess.run(["xdg-open", path])
