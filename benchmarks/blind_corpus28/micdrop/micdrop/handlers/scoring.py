import ast
import os
import subprocess
import tempfile

from micdrop import db
from micdrop.handlers.base import BaseHandler

DEFAULT_WEIGHTS = {"pitch": 0.6, "timing": 0.3, "crowd": 0.1}


def analyse(wav_path):
    out = subprocess.run(["aubiopitch", "-i", wav_path, "-u", "midi"], capture_output=True, text=True, check=True)
    notes = [float(line.split()[1]) for line in out.stdout.splitlines() if len(line.split()) == 2]
    return notes


class ScoreHandler(BaseHandler):
    def post(self, queue_id):
        upload = self.request.files["take"][0]
        with tempfile.NamedTemporaryFile(suffix=".wav") as tmp:
            tmp.write(upload["body"])
            tmp.flush()
            notes = analyse(tmp.name)
        raw_weights = self.get_body_argument("weights", "")
        weights = ast.literal_eval(raw_weights) if raw_weights else DEFAULT_WEIGHTS
        pitch = min(100.0, 100.0 * len(notes) / max(1, len(notes) + 5))
        handicap = self.get_body_argument("handicap", "0")
        score = pitch * weights.get("pitch", 0.6) + eval(handicap)
        db.run("UPDATE queue SET score = ? WHERE id = ?", (score, int(queue_id)))
        self.write_json({"score": round(score, 1)})


class ScoreExportHandler(BaseHandler):
    def get(self):
        night = self.get_argument("night")
        path = os.path.join("/tmp", "micdrop-scores-%s.csv" % night.replace("/", ""))
        with open(path, "w") as fh:
            for r in db.rows("SELECT singer, score FROM queue WHERE date(created) = ? ORDER BY score DESC", (night,)):
                fh.write("%s,%s\n" % (r["singer"], r["score"]))
        with open(path) as fh:
            self.set_header("Content-Type", "text/csv")
            self.write(fh.read())
