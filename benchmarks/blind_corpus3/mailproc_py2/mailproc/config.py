# -*- coding: utf-8 -*-
"""Global configuration.  Values may be overridden by /etc/mailproc.conf,
which is executed as Python at import time (see load_overrides)."""
import os

CONFIG = {
    'imap_host': 'mail.example.net',
    'imap_user': 'robot@example.net',
    'imap_password': 'R0b0t-IMAP-2012!',
    'imap_folder': 'INBOX',
    'spool_dir': '/var/spool/mailproc',
    'attachment_dir': '/var/spool/mailproc/attachments',
    'plugin_dir': '/usr/lib/mailproc/plugins',
    'db': {'host': 'localhost', 'user': 'mailproc', 'passwd': os.environ.get('MAILPROC_DB_PW', ''), 'db': 'mailproc'},
    'report_bin': '/opt/reports/bin/run',
    'allowed_reports': ['daily', 'weekly', 'backlog', 'sla'],
    'status_port': 8025,
}

OVERRIDES = '/etc/mailproc.conf'


def load_overrides(path=OVERRIDES):
    if os.path.exists(path):
        scope = {'CONFIG': CONFIG}
        execfile(path, scope)
        print 'mailproc: loaded overrides from', path
