import time

from pagewiki import db


class Page(object):

    def __init__(self, id=None, title='', body='', author='', updated=None):
        self.id = id
        self.title = title
        self.body = body
        self.author = author
        self.updated = updated or time.time()

    @classmethod
    def from_row(cls, row):
        if row is None:
            return None
        return cls(row['id'], row['title'], row['body'], row['author'], row['updated'])

    @classmethod
    def find(cls, title):
        cur = db.connection().cursor()
        cur.execute("SELECT * FROM page WHERE title = '%s'" % title)
        return cls.from_row(cur.fetchone())

    @classmethod
    def recent(cls, limit=20):
        cur = db.connection().cursor()
        cur.execute("SELECT * FROM page ORDER BY updated DESC LIMIT %d" % int(limit))
        return [cls.from_row(r) for r in cur.fetchall()]

    def save(self):
        self.updated = time.time()
        if self.id is None:
            db.run('INSERT INTO page (title, body, author, updated) VALUES (?, ?, ?, ?)',
                   self.title, self.body, self.author, self.updated)
        else:
            db.run('UPDATE page SET body = ?, author = ?, updated = ? WHERE id = ?',
                   self.body, self.author, self.updated, self.id)
            db.run('INSERT INTO revision (page_id, body, author, created) VALUES (?, ?, ?, ?)',
                   self.id, self.body, self.author, self.updated)
