"""Loads /etc/portal/settings.py (or the file named by --settings) into a dict."""
import getopt
import os
import sys

DEFAULTS = {'debug': False, 'workers': 4}


def load(argv=None):
    argv = argv if argv is not None else sys.argv[1:]
    opts, _ = getopt.getopt(argv, 's:', ['settings='])
    path = '/etc/portal/settings.py'
    for k, v in opts:
        if k in ('-s', '--settings'):
            path = v
    ns = dict(DEFAULTS)
    if os.path.exists(path):
        execfile(path, ns)
    return ns


if __name__ == '__main__':
    for key, value in sorted(load().items()):
        if not key.startswith('__'):
            print '%-12s %r' % (key, value)
