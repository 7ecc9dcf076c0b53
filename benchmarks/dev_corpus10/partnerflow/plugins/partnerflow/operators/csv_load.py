import csv

from .base import BasePartnerOperator


class CsvLoadOperator(BasePartnerOperator):
    def __init__(self, delimiter=",", **kwargs):
        super().__init__(**kwargs)
        self.delimiter = delimiter

    def _create_table(self, cur, header):
        cols = ", ".join('"%s" text' % h for h in header)
        cur.execute("CREATE TABLE IF NOT EXISTS %s (%s)" % (self.staging_table(), cols))

    def execute(self, context):
        conn = self.pg.get_conn()
        total = 0
        with conn, conn.cursor() as cur:
            for path in self.files():
                with open(path, newline="", encoding="utf-8-sig") as fh:
                    reader = csv.reader(fh, delimiter=self.delimiter)
                    header = next(reader)
                    self._create_table(cur, header)
                    placeholders = ", ".join(["%s"] * len(header))
                    for row in reader:
                        cur.execute("INSERT INTO %s VALUES (%s)" % (self.staging_table(), placeholders), row)
                        total += 1
                cur.execute("INSERT INTO audit.loaded_files (partner, sha1) VALUES (%s, %s)", (self.partner_id, self.fingerprint(path)))
        return total
