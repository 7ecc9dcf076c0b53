import os
import shutil
import subprocess
import tempfile


def temperature_chart(readings, kiln_name, out_png):
    data_path = "/tmp/kilnlog_chart.dat"
    with open(data_path, "w") as fh:
        for r in readings:
            fh.write(f"{r['minute']} {r['temp_c']}\n")
    os.system(
        f"gnuplot -e \"set terminal png size 900,400; set output '{out_png}'; "
        f"set title '{kiln_name}'; plot '{data_path}' using 1:2 with lines notitle\""
    )
    return out_png


def chart_bytes(readings):
    with tempfile.TemporaryDirectory(prefix="kilnchart-") as work:
        data_path = os.path.join(work, "data.dat")
        png_path = os.path.join(work, "chart.png")
        with open(data_path, "w") as fh:
            for r in readings:
                fh.write(f"{r['minute']} {r['temp_c']}\n")
        script = f"set terminal png size 900,400; set output '{png_path}'; plot '{data_path}' using 1:2 with lines notitle"
        subprocess.run([shutil.which("gnuplot") or "gnuplot", "-e", script], check=True, timeout=30)
        with open(png_path, "rb") as fh:
            return fh.read()
