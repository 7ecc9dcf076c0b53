import logging
import sys

import yaml

from . import compat
from .config import load_config
from .tasks import clone_and_build
from .worker import BaseWorker

log = logging.getLogger("relaydock.consumers")


class JobWorker(BaseWorker):
    queue_name = "relaydock:jobs"

    def decode(self, raw):
        return compat.pickle.loads(raw)

    def handle(self, job):
        clone_and_build.delay(job["repo"], job.get("ref", "main"), job.get("callback"))


class MetricsWorker(BaseWorker):
    queue_name = "relaydock:metrics"

    def decode(self, raw):
        return yaml.safe_load(raw)

    def handle(self, sample):
        log.info("metric %s=%s", sample.get("name"), sample.get("value"))


WORKERS = {"jobs": JobWorker, "metrics": MetricsWorker}

if __name__ == "__main__":
    WORKERS[sys.argv[1]](load_config().redis_url).loop()
