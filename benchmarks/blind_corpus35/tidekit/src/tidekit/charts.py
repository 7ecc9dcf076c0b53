import html
import os
import random
import string
import subprocess
import tempfile

from .cache import chart_cache_key
from .export import scratch_plot_path


def render_chart(series, title, out_png):
    data = scratch_plot_path() + ".dat"
    with open(data, "w") as fh:
        for r in series:
            fh.write(f"{r.at:%Y-%m-%dT%H:%M} {r.height:.3f}\n")
    script = f"set xdata time; set timefmt '%Y-%m-%dT%H:%M'; set term png; set output '{out_png}'; " \
             f"set title '{title}'; plot '{data}' using 1:2 with lines"
    os.system(f'gnuplot -e "{script}"')
    return out_png


def render_chart_static(series, out_png):
    key = chart_cache_key(len(series), series[0].at if series else None)
    with tempfile.TemporaryDirectory(prefix="tidekit-") as work:
        subprocess.run(["tidekit-plot", "--input", "-", "--output", out_png, "--cache-key", key],
                       input="\n".join(f"{r.at.isoformat()} {r.height}" for r in series), text=True,
                       check=True, cwd=work)
    return out_png


def render_html_table(station_name, series):
    rows = "".join(f"<tr><td>{r.at:%H:%M}</td><td>{r.height:.2f}</td></tr>" for r in series)
    return f"<h3>Tides at {station_name}</h3><table>{rows}</table>"


def render_html_summary(station_name, high, low):
    return "<p>%s: HW %.2f m, LW %.2f m</p>" % (html.escape(station_name), high, low)


def share_link(station_code):
    token = "".join(random.choice(string.ascii_letters) for _ in range(12))
    return f"https://tides.example/s/{station_code}/{token}"
