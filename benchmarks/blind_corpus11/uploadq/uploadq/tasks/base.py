import json

from celery import Task

from .. import db, notify


class UploadTask(Task):
    abstract = True
    autoretry_for = (IOError,)
    retry_backoff = True

    def load(self, upload_id):
        row = db.get_upload(upload_id)
        self.upload_id = upload_id
        self.owner, self.filename, self.path = row[1], row[2], row[3]
        self.meta = json.loads(row[4] or "{}")
        return self

    def on_success(self, retval, task_id, args, kwargs):
        db.set_status(args[0], "done")
        notify.emit(args[0], "done")
        notify.callback(getattr(self, "meta", {}), args[0], "done")

    def on_failure(self, exc, task_id, args, kwargs, einfo):
        db.set_status(args[0], "failed", error=str(exc)[:500])
