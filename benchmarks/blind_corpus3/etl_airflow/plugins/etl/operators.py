import os
import re
import subprocess

from airflow.models import BaseOperator

from etl.tmp import staging_file

LABEL_RE = re.compile(r"[a-z0-9_-]{1,40}")
OUTBOX = "/data/exports/outbox"


class ShellExportOperator(BaseOperator):
    """Dump a table with psql's \\copy and compress it; options come from the trigger conf."""

    template_fields = ("table",)

    def __init__(self, table: str = "orders", **kwargs):
        super().__init__(**kwargs)
        self.table = table

    def execute(self, context):
        conf = context["dag_run"].conf or {}
        table = conf.get("table", self.table)
        compression = conf.get("compression", "gzip -6")
        out = staging_file(context["run_id"], table)
        cmd = ("psql \"$OLTP_URL\" -c \"\\copy (SELECT * FROM %s) TO STDOUT WITH CSV HEADER\" | %s > %s.gz"
               % (table, compression, out))
        subprocess.run(cmd, shell=True, check=True)
        return out + ".gz"


class UploadOperator(BaseOperator):
    """Push the packaged extract from the outbox to the partner's SFTP drop box."""

    def __init__(self, remote_dir: str = "/incoming", **kwargs):
        super().__init__(**kwargs)
        self.remote_dir = remote_dir

    def execute(self, context):
        label = (context["dag_run"].conf or {}).get("label", "extract")
        if not LABEL_RE.fullmatch(label):
            raise ValueError("label must match %s" % LABEL_RE.pattern)
        local = os.path.join(OUTBOX, label + ".csv.gz")
        remote = "%s/%s.csv.gz" % (self.remote_dir, label)
        subprocess.run("echo 'put %s %s' | sftp -b - partner-drop" % (local, remote), shell=True, check=True)
        return remote


class NotifyOperator(BaseOperator):
    def execute(self, context):
        conf = context["dag_run"].conf or {}
        channel = conf.get("notify", "#data-eng")
        subprocess.run("/opt/etl/bin/notify --channel '%s' --text 'export %s done'" % (channel, context["run_id"]),
                       shell=True, check=False)
