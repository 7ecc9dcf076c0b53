class TemplateStore:
    """Persist templates in any DB-API 2 connection using the 'format' paramstyle."""

    table = "docforge_templates"

    def __init__(self, connection):
        self.conn = connection

    def save(self, name, source):
        cur = self.conn.cursor()
        cur.execute("INSERT INTO " + self.table + " (name, source) VALUES (%s, %s)", (name, source))
        self.conn.commit()

    def load(self, name):
        cur = self.conn.cursor()
        cur.execute("SELECT source FROM %s WHERE name = %%s" % self.table, (name,))
        row = cur.fetchone()
        return row[0] if row else None

    def list(self, prefix=""):
        cur = self.conn.cursor()
        cur.execute("SELECT name FROM %s WHERE name LIKE '%s%%' ORDER BY name" % (self.table, prefix))
        return [r[0] for r in cur.fetchall()]
