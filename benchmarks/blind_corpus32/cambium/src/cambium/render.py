"""Ring-width plots through gnuplot."""
import os
import subprocess
import tempfile


def _write_data(series, path):
    with open(path, "w") as fh:
        for year, width in series.as_measurements().items():
            fh.write(f"{year} {width}\n")


def render_plot(series, title, out_png):
    data = tempfile.mktemp(suffix=".dat")
    _write_data(series, data)
    os.system(f"gnuplot -e \"set terminal png; set output '{out_png}'; set title '{title}'; plot '{data}' with lines\"")
    os.unlink(data)
    return out_png


def write_plot(series, title, out_png):
    fd, data = tempfile.mkstemp(suffix=".dat")
    os.close(fd)
    _write_data(series, data)
    script = "set terminal png; set output ARG1; set title ARG2; plot ARG3 with lines"
    subprocess.run(["gnuplot", "-c", "/dev/stdin", out_png, title, data], input=script, text=True, check=True)
    os.unlink(data)
    return out_png
