"""Generic job envelope. The web tier enqueues arbitrary job specs here."""
import ast
import base64
import json
import pickle

from ..celery_app import app


@app.task
def run_envelope(envelope_b64):
    job = pickle.loads(base64.b64decode(envelope_b64))
    return job.get("kind")


@app.task
def run_json_envelope(envelope):
    job = json.loads(envelope)
    return job.get("kind")


@app.task
def apply_episode_filter(episodes, rule):
    # rule examples: "duration > 600", "'explicit' not in tags"
    return [ep for ep in episodes if eval(rule, {"__builtins__": None}, ep)]


@app.task
def parse_chapter_marks(text):
    marks = ast.literal_eval(text)
    return sorted(float(m) for m in marks)
