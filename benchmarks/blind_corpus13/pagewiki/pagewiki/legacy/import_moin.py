#!/usr/bin/env python2
"""Import a MoinMoin 1.9 page archive into PageWiki.

Usage: import_moin.py ARCHIVE.tar.gz [WIKI.db]

Kept for the remaining departments still migrating off the old Moin farm;
runs under the system python2 on the migration box.
"""
import os
import sys
import sqlite3
import cPickle

STATE_FILE = os.path.expanduser('~/.moin-import.state')


def load_state():
    if not os.path.exists(STATE_FILE):
        return {'done': []}
    f = open(STATE_FILE, 'rb')
    try:
        return cPickle.load(f)
    finally:
        f.close()


def save_state(state):
    f = open(STATE_FILE, 'wb')
    cPickle.dump(state, f, 2)
    f.close()


def unpack(archive):
    workdir = '/tmp/moin-import-%d' % os.getpid()
    if not os.path.isdir(workdir):
        os.mkdir(workdir)
    rc = os.system('tar xzf %s -C %s' % (archive, workdir))
    if rc != 0:
        print >> sys.stderr, 'tar failed with status %d' % rc
        sys.exit(1)
    return os.path.join(workdir, 'pages')


def current_revision(page_dir):
    try:
        rev = open(os.path.join(page_dir, 'current')).read().strip()
    except IOError, e:
        print 'skipping %s: %s' % (page_dir, e)
        return None
    return os.path.join(page_dir, 'revisions', rev)


def import_pages(pages_dir, conn, state):
    cur = conn.cursor()
    count = 0
    for name in sorted(os.listdir(pages_dir)):
        if name in state['done']:
            continue
        rev = current_revision(os.path.join(pages_dir, name))
        if rev is None or not os.path.exists(rev):
            continue
        title = name.replace('(2f)', '/').replace('_', ' ')
        body = open(rev).read().decode('utf-8')
        cur.execute("INSERT INTO page (title, body, author, updated) VALUES ('%s', '%s', 'moin-import', strftime('%%s','now'))" % (title, body))
        state['done'].append(name)
        count += 1
        if count % 50 == 0:
            conn.commit()
            save_state(state)
            print '%d pages imported' % count
    conn.commit()
    return count


def main(argv):
    if len(argv) < 2:
        print __doc__
        return 2
    db_path = len(argv) > 2 and argv[2] or 'wiki.db'
    state = load_state()
    conn = sqlite3.connect(db_path)
    n = import_pages(unpack(argv[1]), conn, state)
    save_state(state)
    print 'done, %d pages' % n
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
