import csv
import io
import logging

log = logging.getLogger(__name__)


def build(report_id, params):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["report", "param", "value"])
    for k, v in sorted(params.items()):
        w.writerow([report_id, k, v])
    log.info("built report %s (%d params)", report_id, len(params))
    return buf.getvalue()
