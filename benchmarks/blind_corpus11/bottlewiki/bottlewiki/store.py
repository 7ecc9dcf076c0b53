import sqlite3
import time

from bottlewiki import config

_conn = None


def conn():
    global _conn
    if _conn is None:
        _conn = sqlite3.connect(config.DB_PATH, check_same_thread=False)
    return _conn


def get_page(name):
    cur = conn().cursor()
    cur.execute('SELECT name, body, author, mtime FROM pages WHERE name = ?', (name,))
    return cur.fetchone()


def save_page(name, body, author):
    c = conn()
    c.execute('INSERT OR REPLACE INTO pages (name, body, author, mtime) VALUES (?, ?, ?, ?)',
              (name, body, author, int(time.time())))
    c.commit()


def recent_changes(author=None, limit=50):
    sql = 'SELECT name, author, mtime FROM pages'
    if author:
        sql += " WHERE author = '%s'" % author
    sql += ' ORDER BY mtime DESC LIMIT %d' % int(limit)
    return conn().execute(sql).fetchall()


def search(words):
    clauses = ' AND '.join(['body LIKE ?'] * len(words))
    args = ['%' + w + '%' for w in words]
    return conn().execute('SELECT name FROM pages WHERE ' + clauses, args).fetchall()


def user_by_name(name):
    return conn().execute('SELECT name, pw_hash FROM users WHERE name = ?', (name,)).fetchone()
