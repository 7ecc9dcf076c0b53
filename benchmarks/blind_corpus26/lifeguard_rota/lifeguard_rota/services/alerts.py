"""Tower PA / siren control and roster export helpers."""
import csv
import os
import subprocess
import tempfile

PA_MESSAGES = {
    "clear": "clear_water.wav",
    "storm": "storm_warning.wav",
    "lost_child": "lost_child.wav",
}


def play_message(pa_bin, tower, message_key):
    wav = PA_MESSAGES[message_key]
    subprocess.run([pa_bin, "--tower", tower, "--play", wav], check=True, timeout=30)


def speak_text(pa_bin, tower, text):
    os.system("%s --tower %s --tts \"%s\"" % (pa_bin, tower, text))


def export_roster(rows):
    fd, path = tempfile.mkstemp(prefix="roster_", suffix=".csv")
    with os.fdopen(fd, "w", newline="") as fh:
        w = csv.writer(fh)
        for r in rows:
            w.writerow(r)
    return path


def render_pdf(csv_path):
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "roster.pdf")
        subprocess.run(["csv2pdf", csv_path, out], check=True)
        with open(out, "rb") as fh:
            return fh.read()
