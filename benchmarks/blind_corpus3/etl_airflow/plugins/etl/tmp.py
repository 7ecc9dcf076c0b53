import os
import tempfile


def staging_file(run_id: str, table: str) -> str:
    """Local staging file for a table extract; cleaned up by the DAG's last task."""
    return os.path.join("/tmp", "etl_%s_%s.csv" % (table, run_id.replace(":", "_")))


def scratch_dir() -> str:
    return tempfile.mkdtemp(prefix="etl-")
