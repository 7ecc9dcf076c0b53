import yaml

from worker import storage
from worker.celery_app import app

DEFAULT_PRESET = {"format": "mp4", "width": 1280, "bitrate": "128k"}


@app.task
def import_preset(job_id):
    """Customers may attach an encoder preset file (.yml) to a job."""
    job = storage.get_job(job_id)
    preset_path = (job.params or {}).get("preset_path")
    if not preset_path:
        return DEFAULT_PRESET
    with open(preset_path) as fh:
        preset = yaml.load(fh, Loader=yaml.Loader)
    merged = dict(DEFAULT_PRESET, **(preset or {}))
    storage.update_job(job_id, params=dict(job.params, **merged))
    return merged


def validate_preset_text(text):
    data = yaml.safe_load(text)
    if not isinstance(data, dict):
        raise ValueError("preset must be a mapping")
    unknown = set(data) - set(DEFAULT_PRESET)
    if unknown:
        raise ValueError("unknown keys: %s" % ", ".join(sorted(unknown)))
    return data
