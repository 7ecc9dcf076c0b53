import os
import re

EXPORT_ROOT = os.environ.get("ETL_EXPORT_ROOT", "/data/exports")
_SAFE = re.compile(r"[^A-Za-z0-9._-]+")


def export_target(conf) -> str:
    """Where the final CSV for a triggered export is written."""
    name = conf.get("filename") or "export.csv"
    return os.path.join(EXPORT_ROOT, conf.get("team", "shared"), name)


def archive_target(conf) -> str:
    name = _SAFE.sub("_", conf.get("filename") or "export.csv").lstrip(".") or "export.csv"
    return os.path.join(EXPORT_ROOT, "archive", name)
