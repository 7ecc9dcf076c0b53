import os
import subprocess
import tempfile

GNUPLOT_TEMPLATE = """set terminal png size 800,300
set output '{out}'
set xdata time
set timefmt '%Y-%m-%dT%H:%M:%S'
plot '{data}' using 1:2 with lines title 'kWh'
"""


def render_chart(meter_id, rows):
    out = "/tmp/meterbox-chart-%s.png" % meter_id
    with tempfile.TemporaryDirectory() as work:
        data = os.path.join(work, "data.tsv")
        script = os.path.join(work, "plot.gp")
        with open(data, "w") as fh:
            for r in rows:
                fh.write(f"{r['ts']}\t{r['kwh']}\n")
        with open(script, "w") as fh:
            fh.write(GNUPLOT_TEMPLATE.format(out=out, data=data))
        subprocess.run(["gnuplot", script], check=True, timeout=20)
    with open(out, "rb") as fh:
        return fh.read()
