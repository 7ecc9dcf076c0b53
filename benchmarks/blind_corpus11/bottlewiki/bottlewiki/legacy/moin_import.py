# Import pages from the old MoinMoin install. Still run by hand with the
# system python2 on the old box:  python2 moin_import.py /srv/moin/data
import os
import sys
import cPickle
import urllib

import sqlite3

DB = '/var/lib/wiki/wiki.db'


def unpack(archive, dest):
    # archive name comes from the upload form on the old admin page
    cmd = 'cd %s && tar xzf %s' % (dest, archive)
    print 'running', cmd
    return os.popen(cmd).read()


def load_meta(page_dir):
    path = os.path.join(page_dir, 'cache', 'meta.pickle')
    if not os.path.exists(path):
        return {}
    fh = open(path, 'rb')
    try:
        return cPickle.load(fh)
    finally:
        fh.close()


def import_dir(root):
    conn = sqlite3.connect(DB)
    count = 0
    for name in os.listdir(root):
        page_dir = os.path.join(root, name)
        revs = sorted(os.listdir(os.path.join(page_dir, 'revisions')))
        if not revs:
            continue
        body = open(os.path.join(page_dir, 'revisions', revs[-1])).read()
        meta = load_meta(page_dir)
        title = urllib.unquote(name.replace('(', '%').replace(')', ''))
        conn.execute('INSERT OR REPLACE INTO pages (name, body, author, mtime) VALUES (?, ?, ?, ?)',
                     (title.decode('utf-8'), body.decode('utf-8'), meta.get('editor', 'moin'), 0))
        count += 1
    conn.commit()
    print '%d pages imported' % count


if __name__ == '__main__':
    if len(sys.argv) == 3:
        print unpack(sys.argv[2], sys.argv[1])
    import_dir(sys.argv[1])
