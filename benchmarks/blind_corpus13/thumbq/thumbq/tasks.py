import logging

from . import db
from .celery_app import app
from .processors import REGISTRY
from .processors.base import ProcessingError

log = logging.getLogger(__name__)


@app.task(bind=True, name="thumbq.process", max_retries=3)
def process(self, job):
    processor_cls = REGISTRY.get(job.get("kind"))
    if processor_cls is None:
        db.mark_failed(job["id"], "unknown kind %r" % job.get("kind"))
        return None
    processor = processor_cls(job)
    db.set_status(job["id"], "running")
    try:
        outputs = processor.run()
        processor.report(outputs)
        db.set_status(job["id"], "done")
        return outputs
    except ProcessingError as exc:
        db.mark_failed(job["id"], "%s: %s" % (job.get("filename"), exc))
    except Exception as exc:
        log.exception("job %s crashed", job["id"])
        raise self.retry(exc=exc, countdown=30)
    finally:
        processor.cleanup()
