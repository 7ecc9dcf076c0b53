import logging

from . import reports, sync, thumbnails, webhooks

log = logging.getLogger(__name__)

HANDLERS = {
    "thumbnail": thumbnails.make_thumbnail,
    "thumbnail_v2": thumbnails.make_thumbnail_v2,
    "checksum": thumbnails.checksum,
    "webhook": webhooks.deliver,
    "partner_callback": webhooks.deliver_partner,
    "report": reports.build,
    "report_v2": reports.build_v2,
    "sync_user": sync.sync_user,
}


def dispatch(job):
    """Jobs are created by the public upload/report API on behalf of end users."""
    handler = HANDLERS.get(job.get("type"))
    if handler is None:
        log.warning("unknown job type %r", job.get("type"))
        return None
    return handler(job)
