import os

from werkzeug.utils import secure_filename

from . import settings


def output_path(tenant, job_id, name):
    folder = os.path.join(settings.OUTPUT_ROOT, secure_filename(tenant), str(int(job_id)))
    os.makedirs(folder, exist_ok=True)
    return os.path.join(folder, secure_filename(name) or "output.bin")


def save_output(tenant, job_id, name, data):
    path = output_path(tenant, job_id, name)
    with open(path, "wb") as fh:
        fh.write(data)
    return path
