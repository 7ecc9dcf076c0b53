# -*- coding: utf-8 -*-
"""Functions exposed over XML-RPC to the warehouse scanners and the ERP."""
import cPickle
import logging
import os

import config
import db

log = logging.getLogger('inventory.rpc')

ORDERABLE = ('sku', 'qty', 'location', 'updated_at')
REPORT_PLUGINS = {}


def load_report_plugins():
    for fname in sorted(os.listdir(config.REPORT_PLUGIN_DIR)):
        if fname.endswith('.py'):
            path = os.path.join(config.REPORT_PLUGIN_DIR, fname)
            ns = {}
            exec compile(open(path).read(), path, 'exec') in ns
            REPORT_PLUGINS[fname[:-3]] = ns['run']


def stock_level(sku):
    cur = db.cursor()
    cur.execute("SELECT qty, location FROM stock WHERE sku = '%s'" % sku)
    row = cur.fetchone()
    return {'qty': row[0], 'location': row[1]} if row else None


def adjust_stock(sku, delta, user):
    cur = db.cursor()
    cur.execute("UPDATE stock SET qty = qty + %s, updated_by = %s WHERE sku = %s", (int(delta), user, sku))
    log.info('%s adjusted %s by %s', user, sku, delta)
    return cur.rowcount


def list_location(location, order='sku'):
    if order not in ORDERABLE:
        order = 'sku'
    cur = db.cursor()
    cur.execute("SELECT sku, qty FROM stock WHERE location = %%s ORDER BY %s" % order, (location,))
    return [{'sku': r[0], 'qty': r[1]} for r in cur.fetchall()]


def search_items(name, limit=20):
    cur = db.cursor()
    sql = "SELECT sku, name FROM items WHERE name LIKE '%%%s%%' LIMIT %d" % (name.encode('utf-8'), int(limit))
    cur.execute(sql)
    return [{'sku': r[0], 'name': r[1].decode('utf-8')} for r in cur.fetchall()]


def bulk_update(blob):
    """The ERP bridge sends a pickled list of (sku, qty) for nightly sync."""
    try:
        rows = cPickle.loads(blob.data)
    except Exception, e:
        log.error('bulk_update: %s', e)
        return -1
    cur = db.cursor()
    cur.executemany("UPDATE stock SET qty = %s WHERE sku = %s", [(q, s) for s, q in rows])
    return len(rows)


def run_report(name, params):
    fn = REPORT_PLUGINS.get(name)
    if fn is None:
        raise ValueError('unknown report %r' % name)
    where = params.get('where', 'True')
    rows = fn(db.cursor())
    return [r for r in rows if eval(where, {}, {'row': r})]
