"""Called by the portal's HTTP layer to enqueue work; arguments are request values."""
from .rq_jobs import queue
from .rq_jobs.feeds import import_feed
from .rq_jobs.reports import render_digest, render_digest_sandboxed
from .tasks.maintenance import export_events, purge_tenant
from .tasks.media import thumbnail


def on_upload(form, stored_path):
    return thumbnail.delay(stored_path, form.get("size", "256x256"))


def on_tenant_deleted(payload):
    return purge_tenant.delay(payload["slug"])


def on_export_requested(payload, user_id):
    return export_events.delay(payload["job_id"], user_id)


def on_feed_added(payload):
    return queue.enqueue(import_feed, payload["feed_url"], payload["account_id"])


def on_digest_template_saved(payload, sandboxed=True):
    job = render_digest_sandboxed if sandboxed else render_digest
    return queue.enqueue(job, payload["template"], payload["account_id"])
