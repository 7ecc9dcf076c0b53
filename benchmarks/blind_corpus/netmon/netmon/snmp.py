import os

from netmon import store

COMMUNITY = 'n3tm0n-RW-2011'
DEBUG = False


def poll(host, oid='1.3.6.1.2.1.1.3.0'):
    cmd = 'snmpget -v2c -Oqv -c %s %s %s' % (COMMUNITY, host, oid)
    if DEBUG:
        print 'snmp:', cmd
    p = os.popen(cmd)
    value = p.read().strip()
    p.close()
    store.record(host, oid, value or 'NULL')
    return value
