# -*- coding: utf-8 -*-
import os
import subprocess

EXPORT_DIR = '/var/exports/inventory'
EXPORT_KINDS = {
    'stock': 'stock_levels',
    'moves': 'stock_moves',
    'locations': 'locations',
}


@auth.requires_login()
def index():
    return dict(kinds=sorted(EXPORT_KINDS))


@auth.requires_membership('stock-admin')
def export_form():
    return dict(tables=db.tables)


@auth.requires_membership('stock-admin')
def export_table():
    """Dump one table with mysqldump so finance can import it."""
    table = request.vars.table
    target = os.path.join(EXPORT_DIR, 'dump.sql')
    rc = os.system('mysqldump --defaults-file=/etc/inventory/my.cnf inventory %s > %s' % (table, target))
    if rc != 0:
        print 'export of', table, 'failed with', rc
        raise HTTP(500, 'export failed')
    return response.stream(open(target, 'rb'), attachment=True, filename='%s.sql' % table)


@auth.requires_login()
def export_kind():
    kind = request.vars.kind
    if kind not in EXPORT_KINDS:
        raise HTTP(404)
    view = EXPORT_KINDS[kind]
    out = os.path.join(EXPORT_DIR, view + '.csv')
    subprocess.check_call('/opt/inventory/bin/export-view %s %s' % (view, out), shell=True)
    return response.stream(open(out, 'rb'), attachment=True, filename=view + '.csv')


@auth.requires_login()
def low_stock():
    threshold = request.vars.threshold or '5'
    try:
        threshold = int(threshold)
    except ValueError, e:
        threshold = 5
    rows = db.executesql('SELECT sku, name, qty FROM item WHERE qty < %d ORDER BY qty' % threshold, as_dict=True)
    return dict(rows=rows, threshold=threshold)
