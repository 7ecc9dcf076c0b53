import hashlib
import os

from airflow.models import BaseOperator
from airflow.providers.postgres.hooks.postgres import PostgresHook


class BasePartnerOperator(BaseOperator):
    template_fields = ("partner_id", "source_path")

    def __init__(self, partner_id, source_path, postgres_conn_id="warehouse", **kwargs):
        super().__init__(**kwargs)
        self.partner_id = partner_id
        self.source_path = source_path
        self.postgres_conn_id = postgres_conn_id

    @property
    def pg(self):
        return PostgresHook(postgres_conn_id=self.postgres_conn_id)

    def staging_table(self):
        return "staging.%s_%s" % (self.partner_id, self.task_id)

    def fingerprint(self, path):
        h = hashlib.sha1()
        with open(path, "rb") as fh:
            for chunk in iter(lambda: fh.read(65536), b""):
                h.update(chunk)
        return h.hexdigest()

    def files(self):
        if os.path.isdir(self.source_path):
            return sorted(os.path.join(self.source_path, n) for n in os.listdir(self.source_path))
        return [self.source_path]
