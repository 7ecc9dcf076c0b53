# -*- coding: utf-8 -*-
# run by web2py's cron:  0 3 * * * root **applications/inventory/cron/cleanup.py
import os
import sys
import tempfile

RETENTION_DAYS = int(os.environ.get('INVENTORY_EXPORT_RETENTION', '14'))
EXPORT_DIR = '/var/exports/inventory'


def purge_exports():
    rc = os.system('find %s -type f -name "*.sql" -mtime +%d -delete' % (EXPORT_DIR, RETENTION_DAYS))
    if rc:
        print >> sys.stderr, 'purge failed', rc


def write_report(lines):
    fd, path = tempfile.mkstemp(prefix='inventory-cleanup-', suffix='.log')
    f = os.fdopen(fd, 'w')
    for line in lines:
        print >> f, line
    f.close()
    return path


if __name__ == '__main__':
    purge_exports()
    print 'cleanup report at', write_report(['purged exports older than %d days' % RETENTION_DAYS])
