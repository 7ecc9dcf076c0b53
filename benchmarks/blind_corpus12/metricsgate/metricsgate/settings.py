import os

DB_PATH = os.environ.get("MG_DB", "/var/lib/metricsgate/mg.sqlite")
EXPORT_DIR = os.environ.get("MG_EXPORT_DIR", "/var/lib/metricsgate/exports")
RRD_DIR = "/var/lib/metricsgate/rrd"
TRACE_SAMPLE_RATE = float(os.environ.get("MG_TRACE_SAMPLE", "0.05"))

DATASOURCES = {
    "prom-main": "http://prometheus.monitoring.svc:9090",
    "prom-edge": "http://prometheus-edge.monitoring.svc:9090",
    "thanos": "http://thanos-query.monitoring.svc:10902",
}

SESSION_KEY = b"m3tr1csG4te-cookie-key-2022-xx!!"
